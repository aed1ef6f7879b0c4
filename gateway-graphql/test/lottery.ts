import type { Client } from './client.js';
import { newStudent, type TestApp } from './app.js';

/** A student with an account, on the open year's roster (what a selection process draws from). */
export interface RosteredStudent {
  client: Client;
  id: string;
  enrollmentId: string;
  email: string;
  name: string;
}

/** Signs students up and puts them on the open year's roster with a year of study. */
export async function rosteredStudents(app: TestApp, count: number, options: { gender: 'Male' | 'Female'; yearOfStudy?: (i: number) => number; prefix?: string }): Promise<RosteredStudent[]> {
  const students: RosteredStudent[] = [];
  for (let i = 0; i < count; i++) {
    const enrollmentId = `${options.prefix ?? 'LOT'}${process.pid}-${Date.now() % 1_000_000}-${i}`.toUpperCase();
    const s = await newStudent(app, { gender: options.gender, enrollmentId });
    const form = s.form as { email: string; name: string };
    await app.gateway.orm.em
      .fork()
      .execute(
        `insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, user_id) values (?, ?, lower(?), ?, ?, 'B.Tech', ?)`,
        [enrollmentId, form.name, form.email, options.gender, options.yearOfStudy?.(i) ?? 1, s.id],
      );
    students.push({ client: s.client, id: s.id, enrollmentId, email: form.email.toLowerCase(), name: form.name });
  }
  return students;
}

export const PROCESS_FIELDS = 'id name status seed drawDigest entrants slots firstSlotAt lastSlotAt closesAt publishedAt hostels { id name }';

/** Creates a draft as this admin; answers its id (throws on a refusal). */
export async function createProcess(admin: Client, input: Record<string, unknown>): Promise<string> {
  const reply = await admin.gql<{ createSelectionProcess: { id: string } }>(
    `mutation($input: SelectionProcessInput!) { createSelectionProcess(input: $input) { id } }`,
    { input: { name: 'Selection', draw: 'RANDOM', slotMinutes: 10, perSlot: 40, ...input } },
  );
  if (!reply.body.data) throw new Error(`createSelectionProcess: ${JSON.stringify(reply.body.errors)}`);
  return reply.body.data.createSelectionProcess.id;
}

/** Publishes a draft (the draw); throws on a refusal. */
export async function publishProcess(admin: Client, id: string): Promise<{ entrants: number; drawDigest: string; seed: string }> {
  const reply = await admin.gql<{ publishSelectionProcess: { entrants: number; drawDigest: string; seed: string } }>(`mutation($id: ID!) { publishSelectionProcess(id: $id) { entrants drawDigest seed } }`, { id });
  if (!reply.body.data) throw new Error(`publishSelectionProcess: ${JSON.stringify(reply.body.errors)}`);
  return reply.body.data.publishSelectionProcess;
}

/** Each student's 0-based slot in a process, by user id. */
export async function slotsOf(app: TestApp, processId: string): Promise<Map<string, number>> {
  const rows = await app.gateway.orm.em
    .fork()
    .execute<{ id: string; slot: number }[]>('select u.id, e.slot from selection_entrants e join users u on u.enrollment_id = e.enrollment_id where e.process_id = ?', [processId]);
  return new Map(rows.map((r) => [r.id, r.slot]));
}
