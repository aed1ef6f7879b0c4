import { APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';

/**
 * One booking as the benchmarks send it: the spec's REST call (`POST /api/bookroom/room`, older
 * clients, with the Idempotency-Key a careful client adds), or the web's own `BookRoom` mutation
 * as Apollo Client sends it (schema/web-operations.json), and its answer as a REST status, so
 * that both count alike: a booking 201, ROOM_FULL 409, ALREADY_BOOKED 208.
 */
export type BookVia = 'rest' | 'graphql';

/** BENCH_BOOK_VIA=graphql: selection day books with the web's mutation instead of the REST call. */
export const benchBookVia: BookVia = process.env.BENCH_BOOK_VIA === 'graphql' ? 'graphql' : 'rest';

const REST_STATUS: Record<string, number> = { ROOM_FULL: 409, CONFLICT: 409, ALREADY_BOOKED: 208, RATE_LIMITED: 429, SERVICE_UNAVAILABLE: 503, INTERNAL_SERVER_ERROR: 500 };

/** The path, body and headers (but the cookie) of a booking of `roomId`. */
export function bookingRequest(via: BookVia, roomId: string, idempotencyKey: string): { path: string; body: string; headers: Record<string, string | number> } {
  if (via === 'graphql') {
    // The web sends no idempotency key: a booking sent again is answered ALREADY_BOOKED if the first took.
    const body = apolloBody(WEB.bookRoom, { roomId });
    return { path: '/graphql', body, headers: { ...APOLLO_HEADERS, 'content-length': Buffer.byteLength(body) } };
  }
  const body = JSON.stringify({ _id: roomId });
  return { path: '/api/bookroom/room', body, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': idempotencyKey } };
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
