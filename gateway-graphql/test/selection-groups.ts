import { expect } from 'vitest';
import { newStudent, type TestApp } from './app.js';
import type { Client } from './client.js';
import { hostelIds } from './staff.js';

/** Roommate groups in a selection process, as students and the office make them over GraphQL. */
export type Student = Awaited<ReturnType<typeof newStudent>>;
export type Refusal = { code: string; message: string; fields?: { field: string; message: string }[] };

/** Runs a GraphQL operation; resolves to its data, or to the error it was refused with. */
export async function gql<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T | Refusal> {
  const reply = await client.gql<T>(query, variables);
  const error = reply.body.errors?.[0];
  return error ? { code: String(error.extensions?.code), message: error.message, ...(error.extensions?.fields && { fields: error.extensions.fields }) } : reply.body.data!;
}

/** A student signed up and put on the open year's roster by the office, so a draw after this takes them. */
export async function rostered(app: TestApp, admin: Client, gender: 'Male' | 'Female', overrides: Record<string, unknown> = {}): Promise<Student> {
  const student = await newStudent(app, { gender, ...overrides });
  const added = await admin.gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
    i: { enrollmentId: student.form.enrollmentId, name: student.form.name, email: student.form.email, gender: gender.toUpperCase(), yearOfStudy: 2, programme: 'B.Tech' },
  });
  expect(added.body.errors).toBeUndefined();
  return student;
}

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * The office publishes a selection process for one hostel, drawing everyone on the roster now,
 * every slot open since an hour ago. The hostel's earlier process is marked done first, as the
 * office would finish it: a hostel is in one live process at a time.
 */
export async function publishOpen(app: TestApp, admin: Client, hostel: string): Promise<{ id: string; name: string }> {
  const [hostelId] = await hostelIds(app, hostel);
  await app.gateway.orm.em
    .fork()
    .execute("update selection_processes set status = 'Done', done_at = now() where status <> 'Done' and id in (select process_id from selection_process_hostels where hostel_id = ?)", [hostelId]);
  const name = `Selection ${hostel} ${Date.now()}`;
  const created = await admin.gql<{ createSelectionProcess: { id: string } }>('mutation($i: SelectionProcessInput!) { createSelectionProcess(input: $i) { id } }', {
    i: { name, hostelIds: [hostelId], draw: 'RANDOM', seed: '7', firstSlotAt: at(-3_600_000), slotMinutes: 10, perSlot: 1000, closesAt: at(3 * 86_400_000) },
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.createSelectionProcess.id;
  const published = await admin.gql('mutation($id: ID!) { publishSelectionProcess(id: $id) { status } }', { id });
  expect(published.body.errors).toBeUndefined();
  return { id, name };
}

export const member = (s: Student) => ({ name: s.form.name as string, enrollmentId: s.form.enrollmentId as string });

export const formGroup = (leader: Student, members: { name?: string; enrollmentId: string }[]) =>
  gql<{ formSelectionGroup: { id: string; invited: { id: string; name: string }[] } }>(
    leader.client,
    'mutation($m: [GroupMemberInput!]!) { formSelectionGroup(members: $m) { id invited { id name } } }',
    { m: members },
  );

/** A group formed by `leader` with everyone in `others` (named by enrollment ID alone), each of whom accepted. */
export async function groupWith(leader: Student, ...others: Student[]): Promise<string> {
  const formed = await formGroup(leader, others.map((o) => ({ enrollmentId: o.form.enrollmentId as string })));
  if (!('formSelectionGroup' in formed)) throw new Error(`form refused: ${formed.message}`);
  for (const other of others) {
    const answered = await other.client.gql('mutation($g: ID!) { answerSelectionGroupInvitation(groupId: $g, accept: true) { processId } }', { g: formed.formSelectionGroup.id });
    expect(answered.body.errors).toBeUndefined();
  }
  return formed.formSelectionGroup.id;
}
