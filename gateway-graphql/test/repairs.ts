import { expect } from 'vitest';
import sharp from 'sharp';
import { newStudent, type TestApp } from './app.js';
import type { Client, Reply } from './client.js';
import { inviteTokenFor } from './staff.js';

const db = (app: TestApp) => app.gateway.orm.em.fork().getConnection();

export const JOB = 'id status category description urgency priority mayEnter hostelName roomNumber commonArea studentId assigneeId assigneeName dueAt overdue fixedAt closedAt photos { id url width height } comments { body internal authorName }';

export interface JobRow {
  id: string;
  status: string;
  category: string;
  priority: string | null;
  hostelName: string;
  roomNumber: number | null;
  commonArea: string | null;
  assigneeId: string | null;
  dueAt: string | null;
  overdue: boolean;
  fixedAt: string | null;
  closedAt: string | null;
  photos: { id: string; url: string; width: number; height: number }[];
  comments: { body: string; internal: boolean; authorName: string | null }[];
}

/** A student with a bed in `hostel` (a free bed, put there directly: a fixture, not the flow under test). */
export async function residentStudent(app: TestApp, hostel = 'BH-1'): Promise<{ client: Client; id: string; roomNumber: number }> {
  const gender = hostel.startsWith('GH') ? 'Female' : 'Male';
  const student = await newStudent(app, { gender });
  const [bed] = await db(app).execute<{ room_id: string; number: number; bed: number }[]>(
    `select r.id as room_id, r.number, g.bed from rooms r join hostels h on h.id = r.hostel_id cross join lateral generate_series(1, r.capacity) as g(bed)
      where h.name = ? and r.in_service and r.retired_at is null and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = g.bed)
      order by r.number, g.bed limit 1`,
    [hostel],
  );
  await db(app).execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, ?)', [bed!.room_id, student.id, bed!.bed]);
  return { client: student.client, id: student.id, roomNumber: bed!.number };
}

let people = 0;

/** Staff of a role (MAINTENANCE with a trade, GUARD, WARDEN with hostels), invited by the admin and logged in through the link. */
export async function newStaff(app: TestApp, admin: Client, role: 'MAINTENANCE' | 'GUARD' | 'WARDEN', extra: { trade?: string; hostelIds?: string[] } = {}): Promise<{ client: Client; id: string }> {
  const email = `${role.toLowerCase()}${process.pid}x${++people}@dormspace.test`;
  const invited = await admin.gql<{ inviteStaff: { id: string } }>('mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', {
    input: { email, name: `${role} ${people}`, role, hostelIds: extra.hostelIds ?? [], ...(extra.trade ? { trade: extra.trade } : {}) },
  });
  expect(invited.body.errors, invited.text).toBeUndefined();
  const client = app.client();
  const accepted = await client.gql('mutation($t: String!) { acceptStaffInvite(token: $t, password: "staff-password-1") { id } }', { t: await inviteTokenFor(app, email) });
  expect(accepted.body.errors, accepted.text).toBeUndefined();
  return { client, id: invited.body.data!.inviteStaff.id };
}

/** A photo made by sharp: `size` px square, JPEG unless told, with the given metadata. */
export async function photo(size = 64, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A multipart form to the REST bridge, as the report form sends it (with X-Requested-With unless told otherwise). */
export async function sendForm<T = Record<string, unknown>>(
  client: Client,
  path: string,
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[] = [],
  headers: Record<string, string> = { 'X-Requested-With': 'DormSpace' },
): Promise<Reply<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${client.baseUrl}/api${path}`, { method: 'POST', body: form, headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, text, headers: response.headers };
}

export const REPORT = { category: 'electrical', place: 'room', description: 'The ceiling fan does not turn.', urgency: 'high', mayEnter: 'yes' };

/** GETs a path of the REST bridge as bytes. */
export async function download(client: Client, url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${client.baseUrl}${url}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** How many repair jobs and photos there are in all. */
export async function counts(app: TestApp): Promise<{ jobs: number; photos: number }> {
  const [row] = await db(app).execute<{ jobs: number; photos: number }[]>('select (select count(*)::int from repair_jobs) as jobs, (select count(*)::int from repair_photos) as photos');
  return row!;
}
