import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { isUuid } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import { AUDIT_COLUMNS, auditValues, type AuditLog } from '../audit/index.js';
import { WINDOW_STATE_SQL, windowRefusal, windowStateParams, type WindowState } from '../selection/index.js';
import { type Hostel } from '../hostel/index.js';
import { roomClosed, roomState, roomView, type RoomDirectory, type RoomInfo } from '../room/index.js';
import type { RoomView } from '../../core/views.js';
import { assertGenderMatches, commitmentOf, constraintError, ownCommitmentError, parseRoomRef, roomNotFound, type RoomRef } from './booking.rules.js';
import { BookingMode } from '../../core/enums.js';
import { prepared } from '../../core/prepared.js';
import { ON_ROSTER_SQL, notOnRoster } from '../year/index.js';
import { pendingRequestOf } from '../../core/commitments.js';

/** The room a student may book instantly: it exists, may be booked (in service, not retired), its hostel books instantly, and matches their gender. */
export async function instantRoom(em: EntityManager, directory: RoomDirectory, ref: RoomRef, student: Viewer): Promise<RoomInfo> {
  const parsed = parseRoomRef(ref);
  if ('roomId' in parsed && !isUuid(parsed.roomId)) throw roomNotFound();
  const room = await directory.find(em, parsed);
  if (!room) throw roomNotFound();
  if (!room.inService || room.retired) throw roomClosed(room);
  if (room.bookingMode !== BookingMode.INSTANT) {
    throw new AppError('BAD_USER_INPUT', `Rooms in ${room.hostelName} are assigned by the warden: send a booking request instead.`, [
      { field: 'hostel', message: `${room.hostelName} takes booking requests.` },
    ]);
  }
  assertGenderMatches({ name: room.hostelName, gender: room.hostelGender } as Hostel, { gender: student.gender });
  return room;
}

/**
 * Takes the lowest free bed, checks the roster and the window and writes the audit event in one statement, as
 * a prepared statement (core/prepared.ts): planned once per connection, not on every booking.
 * The beds come from the room's own `capacity` column, not a parameter: with
 * `generate_series(1, $n)` PostgreSQL costed each custom plan (n known) below the generic one
 * and planned every call anew (0 generic plans in 3,000 runs; test/prepared-plans.test.ts).
 *
 * A room out of service or retired has no free bed here (`closed` says why none was taken); a
 * booking that raced the office's change is refused by the database's trigger, which waits for
 * it (room_occupancies_capacity_guard).
 *
 * `free` is the room's free beds as this statement's snapshot sees them. `taken` offers each of
 * them, lowest first, and `on conflict do nothing` skips one that a booking committed since
 * (the index sees past the snapshot): a lost race moves on to the next bed in the same
 * statement instead of failing it. The first bed taken makes every later offer conflict with
 * the student's own row (one bed per student), so at most one row is inserted. When every
 * offer was skipped although `free` saw beds, the caller runs the statement again. `line` is the
 * hostel whose waitlist the student is in, if any, for WaitlistService.settle: a booking then
 * needs no read of its own for it (one round trip of three, on selection day).
 *
 * `skipped` (free beds below the one taken: others took them since the snapshot) and `held`
 * (beds held for waitlist offers) give the room as it stands once this booking commits, for
 * the answer (`takeFreeBed`), without reading it again: every booking takes the lowest bed it
 * can, so another booking that takes a bed above this one has waited on this one's row and
 * commits after it. A bed move or a waitlist offer in the same room in the same instant (they
 * pick their bed themselves) can make the answer one bed too free until the room's event, sent
 * after their commit, arrives; a click on that bed is answered ROOM_FULL and refreshes the grid.
 */
const bookFreeBed = prepared<{ bed: number | null; free: number; skipped: number; held: number; closed: boolean; committed: boolean; rostered: boolean; state: WindowState; line: string | null }>(
  'book-free-bed',
  // `window_lock` is never read, so it never runs: naming the table `for share` takes its
  // ROW SHARE lock while the statement is planned, before its snapshot, which orders this
  // booking against a change of the window (selection.rules.ts) without touching a row.
  `with window_lock as (select 1 from selection_windows for share),
   me as (
     select exists (select 1 from room_occupancies where student_id = ?)
         or ${pendingRequestOf('?')} as committed,
            ${ON_ROSTER_SQL} as rostered,
            ${WINDOW_STATE_SQL} as state),
   free as (
     select g from rooms r cross join lateral generate_series(1, r.capacity) g
      where r.id = ? and r.in_service and r.retired_at is null
        and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = g)),
   taken as (
     insert into room_occupancies (room_id, student_id, bed, request_key)
     select ?, ?, g, ? from free
      where not (select committed from me) and (select rostered from me) and (select state from me) = 'open'
      order by g
     on conflict do nothing
     returning bed),
   audited as (
     insert into audit_events (${AUDIT_COLUMNS})
     select ${auditValues("?::jsonb || jsonb_build_object('bed', t.bed)")} from taken t)
   select (select bed from taken) as bed, (select count(*)::int from free) as free,
          (select count(*)::int from free where g < (select bed from taken)) as skipped,
          (select count(o.offer_id)::int from room_occupancies o where o.room_id = ?) as held,
          (select not (r.in_service and r.retired_at is null) from rooms r where r.id = ?) as closed,
          (select committed from me) as committed, (select rostered from me) as rostered, (select state from me) as state,
          (select hostel_id from waitlist_entries where student_id = ? and status in ('Waiting', 'Offered')) as line`,
);

/** The parameters of the booking statement, in its order (also for test/prepared-plans.test.ts). */
export function bookFreeBedParams(room: Pick<RoomInfo, 'id' | 'hostelId' | 'hostelName' | 'number'>, student: Viewer, at: { now: Date; audit: AuditLog; requestKey?: string | null }): unknown[] {
  const studentId = student.userId;
  const audited = at.audit.params(student, {
    action: 'bed.booked',
    objectType: 'room',
    objectId: room.id,
    studentId,
    hostelId: room.hostelId,
    after: { hostel: room.hostelName, room: room.number },
  });
  return [studentId, studentId, studentId, studentId, ...windowStateParams(at.now, studentId, room.hostelId), room.id, room.id, studentId, at.requestKey ?? null, ...audited, room.id, room.id, studentId];
}

/**
 * Takes the lowest free bed in one statement, no transaction around it: the database decides.
 * The same statement checks the selection window (judged at `now`) and writes the audit event,
 * so a bed is never taken outside the window nor without its record.
 * A student who holds a bed or takes part in a pending request gets ALREADY_BOOKED; beds taken
 * by others after the statement's snapshot are skipped, and when that left none, the statement
 * runs again on fresh data (which then sees a full room, or the student's own bed taken by a
 * booking of theirs at the same moment: ALREADY_BOOKED); no free bed inserts nothing (ROOM_FULL).
 * Answers the bed, the waitlist line the student was in as the statement saw it, and the room
 * as it stands once the booking commits (beds freed meanwhile by others are not counted: the
 * room's event, sent after this commit, brings them).
 */
export async function takeFreeBed(
  em: EntityManager,
  room: RoomInfo,
  student: Viewer,
  at: { now: Date; audit: AuditLog; requestKey?: string | null },
): Promise<{ bed: number; line: string | null; room: RoomView }> {
  const studentId = student.userId;
  const params = bookFreeBedParams(room, student, at);
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const [row] = await bookFreeBed(em, params);
      if (row!.committed) throw ownCommitmentError((await commitmentOf(em, studentId)) ?? 'bed');
      // Out of service or retired since this gateway last read it (another gateway's office change not yet heard).
      if (row!.closed) throw roomClosed((await roomState(em, room.id)) ?? { ...room, retired: true });
      if (!row!.rostered) throw notOnRoster(); // left the campus: not on the open year's roster
      if (row!.state !== 'open') throw await windowRefusal(em, room.hostelId, room.hostelName, row!.state, studentId);
      if (row!.bed === null && row!.free > 0) continue; // every free bed went to others meanwhile: look again
      if (row!.bed === null) throw new AppError('ROOM_FULL', `Room ${room.number} is full.`);
      // The room once this commits: the snapshot's free beds, less this one and those skipped.
      const free = Math.max(0, row!.free - 1 - row!.skipped);
      return { bed: row!.bed, line: row!.line, room: roomView(room, { free, held: row!.held }) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const known = constraintError(error, room.number);
      if (known?.code === 'ROOM_FULL') continue; // lost the race for that bed: look again
      throw known ?? error;
    }
  }
  throw new AppError('ROOM_FULL', `Room ${room.number} is full.`);
}
