/**
 * One booking as the benchmarks send it: the spec's REST call (`POST /api/bookroom/room`, older
 * clients), or the web's own `bookRoom` mutation (mf-rooms' BOOK_ROOM selection, with the
 * idempotency key a careful client adds), and its answer as a REST status, so that both count
 * alike: a booking 201, ROOM_FULL 409, ALREADY_BOOKED 208.
 */
export type BookVia = 'rest' | 'graphql';

/** BENCH_BOOK_VIA=graphql: selection day books with the web's mutation instead of the REST call. */
export const benchBookVia: BookVia = process.env.BENCH_BOOK_VIA === 'graphql' ? 'graphql' : 'rest';

const BOOK_ROOM = 'mutation BookRoom($roomId: ID!, $idempotencyKey: String) { bookRoom(roomId: $roomId, idempotencyKey: $idempotencyKey) { id number freeBeds isAvailable takesPair } }';
const REST_STATUS: Record<string, number> = { ROOM_FULL: 409, CONFLICT: 409, ALREADY_BOOKED: 208, RATE_LIMITED: 429, SERVICE_UNAVAILABLE: 503, INTERNAL_SERVER_ERROR: 500 };

/** The path, body and headers (but the cookie) of a booking of `roomId`. */
export function bookingRequest(via: BookVia, roomId: string, idempotencyKey: string): { path: string; body: string; headers: Record<string, string | number> } {
  const [path, body] =
    via === 'graphql'
      ? ['/graphql', JSON.stringify({ query: BOOK_ROOM, operationName: 'BookRoom', variables: { roomId, idempotencyKey } })]
      : ['/api/bookroom/room', JSON.stringify({ _id: roomId })];
  return { path, body, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': idempotencyKey } };
}

/** An answer's status as the REST call would have given it. */
export function bookingStatus(via: BookVia, httpStatus: number, text: string): number {
  if (via === 'rest' || httpStatus >= 500) return httpStatus;
  try {
    const answer = JSON.parse(text) as { data?: { bookRoom?: unknown }; errors?: { extensions?: { code?: string } }[] };
    if (answer.data?.bookRoom) return 201;
    return REST_STATUS[answer.errors?.[0]?.extensions?.code ?? ''] ?? 400;
  } catch {
    return httpStatus === 200 ? 502 : httpStatus; // not JSON: counted as a fault
  }
}
