import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Client, GqlError } from './client.js';
import type { Subscription } from './ws.js';

/** What a test reads of a place in line. */
export const PLACE = 'id status position inLine roomType hostelName offer { id bed status expiresAt room { id number heldBeds freeBeds } }';

export interface Place {
  id: string;
  status: string;
  position: number | null;
  inLine: number;
  roomType: string | null;
  hostelName: string;
  offer: { id: string; bed: number; status: string; expiresAt: string; room: { id: string; number: number; heldBeds: number; freeBeds: number } } | null;
}

const db = (app: TestApp) => app.gateway.orm.em.fork();

export async function hostelIdOf(app: TestApp, name: string): Promise<string> {
  const [row] = await db(app).execute<{ id: string }[]>('select id from hostels where name = ?', [name]);
  return row!.id;
}

export async function roomIdOf(app: TestApp, hostel: string, number: number): Promise<string> {
  const [row] = await db(app).execute<{ id: string }[]>('select r.id from rooms r join hostels h on h.id = r.hostel_id where h.name = ? and r.number = ?', [hostel, number]);
  return row!.id;
}

/** A room of the hostel of this type, by its position among them (0: the lowest number). */
export async function roomOfType(app: TestApp, hostel: string, type: 'Single' | 'Double', index = 0): Promise<{ id: string; number: number }> {
  const rows = await db(app).execute<{ id: string; number: number }[]>(
    'select r.id, r.number from rooms r join hostels h on h.id = r.hostel_id where h.name = ? and r.type = ? order by r.number',
    [hostel, type],
  );
  return rows[index]!;
}

/**
 * Fills every free bed of a hostel with made-up residents (straight into the database: a fixture,
 * not a flow under test), except the rooms named in `leave`.
 */
export async function fillHostel(app: TestApp, hostel: string, leave: number[] = []): Promise<void> {
  await db(app).execute(
    `with free as (
       select r.id as room_id, g.bed, h.gender, row_number() over () as n
         from rooms r join hostels h on h.id = r.hostel_id cross join lateral generate_series(1, r.capacity) as g(bed)
        where h.name = ? and not (r.number = any(?::int[]))
          and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = g.bed)),
     residents as (
       insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Resident ' || ? || '-' || n, lower('resident-' || ? || '-' || n || '-' || room_id || '@dormspace.test'), 'x', gender, 'RES' || ? || n from free
       returning id, email)
     insert into room_occupancies (room_id, student_id, bed)
     select f.room_id, r.id, f.bed from free f join residents r on r.email = lower('resident-' || ? || '-' || f.n || '-' || f.room_id || '@dormspace.test')`,
    [hostel, `{${leave.join(',')}}`, hostel, hostel, hostel.replace('-', ''), hostel],
  );
}

/** A resident of a room (one `fillHostel` made, or anyone), by bed. */
export async function residentOf(app: TestApp, roomId: string, bed = 1): Promise<string> {
  const [row] = await db(app).execute<{ student_id: string }[]>('select student_id from room_occupancies where room_id = ? and bed = ?', [roomId, bed]);
  return row!.student_id;
}

export async function join(student: Client, hostelId: string, roomType?: 'SINGLE' | 'DOUBLE'): Promise<Place> {
  const reply = await student.gql<{ joinWaitlist: Place }>(`mutation($h: ID!, $t: RoomKind) { joinWaitlist(hostelId: $h, roomType: $t) { ${PLACE} } }`, { h: hostelId, t: roomType ?? null });
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!.joinWaitlist;
}

export async function placeOf(student: Client): Promise<Place | null> {
  const reply = await student.gql<{ myWaitlist: Place | null }>(`{ myWaitlist { ${PLACE} } }`);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!.myWaitlist;
}

export interface MyRoom {
  bed: number;
  room: { id: string; number: number; hostelName: string };
  roommates: { id: string; name: string }[];
}

export const MY_ROOM = 'bed room { id number hostelName } roommates { id name }';

export async function roomOf(student: Client): Promise<MyRoom | null> {
  const reply = await student.gql<{ myRoom: MyRoom | null }>(`{ myRoom { ${MY_ROOM} } }`);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!.myRoom;
}

/** Runs a mutation and returns its one error (the test expects a refusal). */
export async function refusal(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<GqlError> {
  const reply = await client.gql(query, variables);
  expect(reply.body.errors, `expected a refusal, got ${reply.text}`).toHaveLength(1);
  return reply.body.errors![0]!;
}

/** Runs a mutation that must succeed and returns its data. */
export async function ok<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!;
}

export async function auditOf(app: TestApp, action: string): Promise<{ actor_id: string | null; student_id: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]> {
  return db(app).execute('select actor_id, student_id, before, after from audit_events where action = ? order by id', [action]);
}

/**
 * The first event that passes `wanted`, skipping earlier ones (with Redis, an event of a change
 * made just before subscribing may still arrive after); rejects once `ms` have passed.
 */
export async function nextWhere<T>(subscription: Subscription<T>, wanted: (event: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const event = await subscription.next(Math.max(1, deadline - Date.now()));
    if (wanted(event)) return event;
  }
}
