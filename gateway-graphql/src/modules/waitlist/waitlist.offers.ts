import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDayTime, type Clock } from '../../core/clock.js';
import type { Viewer } from '../../core/viewer.js';
import type { Publisher } from '../../core/publisher.js';
import type { NotificationView } from '../../core/views.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier } from '../notification/index.js';
import { NotificationKind, OfferStatus, WaitlistStatus } from '../../core/enums.js';

/** What the waitlist needs from the process. */
export interface WaitlistDeps {
  publisher: Publisher;
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  /** How long an offer is held for the student before it passes on (WAITLIST_OFFER_HOURS, default 24). */
  offerHours: number;
}

/** What a transaction changed, announced once it has committed. */
export class BedChanges {
  readonly rooms = new Set<string>();
  readonly waitlists = new Set<string>();
  /** Students whose own bed changed. */
  readonly students = new Set<string>();
  readonly notifications: NotificationView[] = [];

  announce(publisher: Publisher): void {
    publisher.rooms([...this.rooms]);
    publisher.waitlists(this.waitlists);
    publisher.myRooms(this.students);
    publisher.notifications(this.notifications);
  }
}

/**
 * Serialises everything that changes one hostel's line (joins, offers, answers, reorders) for the
 * rest of the transaction. Taken after any student and room locks (core/locks.ts's order), never
 * before them.
 */
export async function lockLine(em: EntityManager, hostelId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(7013, hashtext(?))', [hostelId]);
}

interface FreeBed {
  room_id: string;
  number: number;
  type: string;
  bed: number;
  hostel_name: string;
}

/**
 * Offers each free bed of the hostels (in rooms in service) to the first student in line who waits for its room type,
 * inside the caller's transaction: the bed is held (a room_occupancies row naming the offer) in
 * the same transaction that freed it, so no one else can book a bed someone is waiting for.
 * A bed someone took meanwhile is skipped (`on conflict do nothing`); places of students who
 * took a bed elsewhere end as Housed first.
 */
export async function offerFreeBeds(em: EntityManager, hostelIds: Iterable<string>, deps: WaitlistDeps, changes: BedChanges): Promise<number> {
  let offered = 0;
  for (const hostelId of [...new Set(hostelIds)].sort()) {
    await lockLine(em, hostelId);
    const now = deps.clock();
    const housed = await em.execute<{ id: string }[]>(
      `update waitlist_entries e set status = 'Housed', ended_at = ? where e.hostel_id = ? and e.status = 'Waiting'
          and exists (select 1 from room_occupancies o where o.student_id = e.student_id) returning e.id`,
      [now, hostelId],
    );
    if (housed.length > 0) changes.waitlists.add(hostelId);
    const line = await em.execute<{ id: string; student_id: string; room_type: string | null }[]>(
      `select id, student_id, room_type from waitlist_entries where hostel_id = ? and status = 'Waiting' order by rank, created_at, id`,
      [hostelId],
    );
    if (line.length === 0) continue;
    const free = await em.execute<FreeBed[]>(
      `select r.id as room_id, r.number, r.type, g.bed, h.name as hostel_name
         from rooms r join hostels h on h.id = r.hostel_id cross join lateral generate_series(1, r.capacity) as g(bed)
        where r.hostel_id = ? and r.in_service and r.retired_at is null
          and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = g.bed)
        order by r.number, g.bed`,
      [hostelId],
    );
    const waiting = [...line];
    for (const bed of free) {
      const next = waiting.findIndex((e) => e.room_type === null || e.room_type === bed.type);
      if (next < 0) continue;
      const entry = waiting[next]!;
      const expiresAt = new Date(now.getTime() + deps.offerHours * 3_600_000);
      const [made] = await em.execute<{ offer_id: string | null; id: string }[]>(
        `with offer as (
           insert into bed_offers (entry_id, student_id, room_id, bed, expires_at, created_at) values (?, ?, ?, ?, ?, ?) returning id),
         held as (
           insert into room_occupancies (room_id, bed, offer_id) select ?, ?, id from offer
           on conflict (room_id, bed) do nothing returning offer_id)
         select (select id from offer) as id, (select offer_id from held) as offer_id`,
        [entry.id, entry.student_id, bed.room_id, bed.bed, expiresAt, now, bed.room_id, bed.bed],
      );
      if (!made?.offer_id) {
        // Booked by someone else a moment ago: no offer for it.
        await em.execute('delete from bed_offers where id = ?', [made!.id]);
        continue;
      }
      waiting.splice(next, 1);
      await em.execute(`update waitlist_entries set status = 'Offered' where id = ?`, [entry.id]);
      await deps.audit.record(em, null, {
        action: 'waitlist.offered',
        objectType: 'room',
        objectId: bed.room_id,
        studentId: entry.student_id,
        hostelId,
        after: { hostel: bed.hostel_name, room: bed.number, bed: bed.bed, offer: made.offer_id, expiresAt: expiresAt.toISOString() },
      });
      changes.notifications.push(
        ...(await deps.notifier.write(em, [
          {
            userId: entry.student_id,
            kind: NotificationKind.BED_OFFERED,
            title: `A bed is yours to take: ${bed.hostel_name} room ${bed.number}`,
            body: `A bed freed up in ${bed.hostel_name} and you are first in line: room ${bed.number}, bed ${bed.bed} (${bed.type}). It is held for you until ${officeDayTime(expiresAt)}. Accept it or decline it on your profile.`,
            link: '/newprofile',
          },
        ])),
      );
      changes.rooms.add(bed.room_id);
      changes.waitlists.add(hostelId);
      offered++;
      if (waiting.length === 0) break;
    }
  }
  return offered;
}

/** How an offer ends without being accepted, and what becomes of the student's place in line. */
const ENDINGS = {
  [OfferStatus.DECLINED]: WaitlistStatus.DECLINED,
  [OfferStatus.EXPIRED]: WaitlistStatus.EXPIRED,
} as const;

/**
 * Ends held offers (locked by the caller, line locked): the held bed is released and, in the same
 * transaction, offered to the next in line. A withdrawn offer's place ends as `place` (Housed
 * when the student took a bed elsewhere, Left or Removed when they left the line).
 */
export async function endOffers(
  em: EntityManager,
  offerIds: string[],
  status: OfferStatus.DECLINED | OfferStatus.EXPIRED | OfferStatus.WITHDRAWN,
  actor: Viewer | null,
  deps: WaitlistDeps,
  changes: BedChanges,
  place: WaitlistStatus = status === OfferStatus.WITHDRAWN ? WaitlistStatus.LEFT : ENDINGS[status],
): Promise<void> {
  if (offerIds.length === 0) return;
  const now = deps.clock();
  const ended = await em.execute<{ id: string; room_id: string; bed: number; student_id: string; entry_id: string; hostel_id: string; number: number; hostel_name: string }[]>(
    `update bed_offers b set status = ?, ended_at = ? from rooms r join hostels h on h.id = r.hostel_id
      where b.id in (${offerIds.map(() => '?').join(', ')}) and b.status = 'Held' and r.id = b.room_id
      returning b.id, b.room_id, b.bed, b.student_id, b.entry_id, r.hostel_id, r.number, h.name as hostel_name`,
    [status, now, ...offerIds],
  );
  for (const offer of ended) {
    await em.execute('delete from room_occupancies where offer_id = ?', [offer.id]);
    await em.execute('update waitlist_entries set status = ?, ended_at = ? where id = ?', [place, now, offer.entry_id]);
    await deps.audit.record(em, actor, {
      action: `waitlist.offer_${status.toLowerCase()}`,
      objectType: 'room',
      objectId: offer.room_id,
      studentId: offer.student_id,
      hostelId: offer.hostel_id,
      before: { offer: OfferStatus.HELD },
      after: { offer: status, hostel: offer.hostel_name, room: offer.number, bed: offer.bed },
    });
    if (status === OfferStatus.EXPIRED) {
      changes.notifications.push(
        ...(await deps.notifier.write(em, [
          {
            userId: offer.student_id,
            kind: NotificationKind.BED_OFFER_ENDED,
            title: `Your offer of ${offer.hostel_name} room ${offer.number} expired`,
            body: `The bed held for you in ${offer.hostel_name} room ${offer.number} was not accepted in time and has gone to the next in line. You can join the waitlist again.`,
            link: '/newprofile',
          },
        ])),
      );
    }
    changes.rooms.add(offer.room_id);
    changes.waitlists.add(offer.hostel_id);
  }
  await offerFreeBeds(em, ended.map((o) => o.hostel_id), deps, changes);
}
