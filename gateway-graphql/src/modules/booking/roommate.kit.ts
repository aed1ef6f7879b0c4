import { newStudent, occupancy, roomsOf, type TestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';

interface RequestShape {
  id: string;
  status: string;
  roommateResponse: string | null;
  decisionReason: string | null;
  student: { name: string; email: string | null };
  roommate: { name: string; enrollmentId: string; email: string | null; phoneNumber: string | null } | null;
}
const FIELDS = 'id status roommateResponse decisionReason student { name email } roommate { name enrollmentId email phoneNumber }';

/** Test helpers for room requests with roommates, over GraphQL, against one test app. */
export function roommateKit(app: TestApp) {
  /** Runs a GraphQL operation; resolves to its data, or to the error code it was refused with. */
  async function gql<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T | { code: string; message: string }> {
    const reply = await client.gql<T>(query, variables);
    const error = reply.body.errors?.[0];
    return error ? { code: String(error.extensions?.code), message: error.message } : reply.body.data!;
  }

  /** A free Double room of a boys' hostel, different for every call. */
  let nextDouble = 0;
  async function freeDouble(client: Client, hostel = 'BH-1') {
    const doubles = (await roomsOf(client, hostel)).filter((r) => r.type === 'Double' && r.freeBeds === 2);
    return doubles[nextDouble++ % doubles.length]!;
  }

  async function invite(requester: Student, mate: Student, hostel = 'BH-1'): Promise<{ id: string; roomId: string }> {
    const room = await freeDouble(requester.client, hostel);
    const sent = await gql<{ requestRoom: { id: string } }>(requester.client, 'mutation($r: ID!, $m: RoommateInput) { requestRoom(roomId: $r, roommate: $m) { id } }', {
      r: room._id,
      m: { name: mate.form.name, enrollmentId: mate.form.enrollmentId },
    });
    if (!('requestRoom' in sent)) throw new Error(`request refused: ${sent.message}`);
    return { id: sent.requestRoom.id, roomId: room._id };
  }

  const respond = (mate: Student, id: string, accept: boolean) =>
    gql<{ respondToRoommateInvite: RequestShape }>(mate.client, `mutation($id: ID!, $a: Boolean!) { respondToRoommateInvite(id: $id, accept: $a) { ${FIELDS} } }`, { id, a: accept });
  const cancel = (student: Student, id: string) => gql<{ cancelRoomRequest: RequestShape }>(student.client, `mutation($id: ID!) { cancelRoomRequest(id: $id) { ${FIELDS} } }`, { id });
  const decide = (admin: Client, id: string, decision: 'APPROVED' | 'REJECTED', reason?: string) =>
    gql<{ decideRoomRequest: RequestShape }>(admin, `mutation($id: ID!, $d: Decision!, $r: String) { decideRoomRequest(id: $id, decision: $d, reason: $r) { ${FIELDS} } }`, { id, d: decision, r: reason });
  const statusOf = async (id: string) => (await app.gateway.orm.em.fork().execute<{ status: string; roommate_response: string | null }[]>('select status, roommate_response from room_requests where id = ?', [id]))[0]!;
  const bedsOf = async (...students: Student[]) => (await occupancy(app)).filter((o) => students.some((s) => s.id === o.student_id));

  const boy = () => newStudent(app, { gender: 'Male' });
  return { boy, gql, freeDouble, invite, respond, cancel, decide, statusOf, bedsOf };
}

export type Student = Awaited<ReturnType<typeof newStudent>>;
