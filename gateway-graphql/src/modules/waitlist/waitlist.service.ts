import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { isUuid, parseInput, pgArray } from '../../core/validate.js';
import { assertInScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import { lockedWindowState, windowRefusal } from '../selection/index.js';
import { assertOnRoster } from '../year/index.js';
import { BedChanges, endOffers, lockLine, offerFreeBeds, type WaitlistDeps } from './waitlist.offers.js';
import { loadLine, loadOwnPlace, type WaitlistPlaceView } from './waitlist.view.js';
import { joinInput, moveInput, removeInput } from './waitlist.validate.js';
import { Gender, OfferStatus, Role, WaitlistStatus } from '../../core/enums.js';
import { prepared } from '../../core/prepared.js';
import { pendingRequestOf } from '../../core/commitments.js';

/** How many expired offers one sweep ends at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** The line a student is in, if any: read after a bed is taken (a prepared statement, core/prepared.ts; an instant booking reads it itself). */
const lineOf = prepared<{ hostel_id: string }>('waitlist-line-of', `select hostel_id from waitlist_entries where student_id = ? and status in ('Waiting', 'Offered')`);

const notOnWaitlist = () => new AppError('NOT_FOUND', 'You are not on a waitlist.');

/**
 * A hostel's waitlist: students join when it (or a room type in it) is full; each freed bed is
 * held for the first in line for a while (waitlist.offers.ts); they accept or decline it, or it
 * expires (the sweep) and passes on. Staff see the line and reorder it with a reason.
 */
export class WaitlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: WaitlistDeps,
  ) {}

  /** The caller's place (or the last one, to say how it ended); null if they never joined. */
  async mine(viewer: Viewer | null): Promise<WaitlistPlaceView | null> {
    const student = requireRole(viewer, Role.STUDENT);
    return loadOwnPlace(this.em, student.userId);
  }

  /** Joins a hostel's line, when it has no free bed of the type asked (any type: none at all). */
  async join(viewer: Viewer | null, hostelId: string, roomType?: unknown): Promise<WaitlistPlaceView> {
    const student = requireRole(viewer, Role.STUDENT);
    const { roomType: type } = parseInput(joinInput, { roomType });
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [student.userId]);
      const [hostel] = isUuid(hostelId) ? await em.execute<{ id: string; name: string; gender: Gender }[]>('select id, name, gender from hostels where id = ? and retired_at is null', [hostelId]) : [];
      if (!hostel) throw notFound('Hostel');
      if (hostel.gender !== student.gender) throw new AppError('FORBIDDEN', `${hostel.name} is a ${hostel.gender === Gender.FEMALE ? "girls'" : "boys'"} hostel.`);
      const [me] = await em.execute<{ bed: boolean; request: boolean; place: string | null }[]>(
        `select exists (select 1 from room_occupancies where student_id = ?) as bed,
                ${pendingRequestOf('?')} as request,
                (select h.name from waitlist_entries e join hostels h on h.id = e.hostel_id where e.student_id = ? and e.status in ('Waiting', 'Offered')) as place`,
        [student.userId, student.userId, student.userId, student.userId],
      );
      if (me!.bed) throw new AppError('ALREADY_BOOKED', 'You already have a room: to move, change rooms instead.');
      if (me!.request) throw new AppError('ALREADY_BOOKED', 'You have a pending room request. Cancel it (or decline the invitation) to join a waitlist.');
      if (me!.place) throw new AppError('CONFLICT', `You are already on the waitlist for ${me!.place}. Leave it to join another.`);
      // A line opens with room selection; after it closes the office still fills freed beds from it.
      const state = await lockedWindowState(em, hostel.id, student.userId, this.deps.clock());
      if (state === 'not_yet' || state === 'not_yet_slot' || state === 'not_eligible') throw await windowRefusal(em, hostel.id, hostel.name, state, student.userId);
      await assertOnRoster(em, student.userId);
      await lockLine(em, hostel.id);
      const [free] = await em.execute<{ n: number }[]>(
        `select (coalesce(sum(r.capacity), 0) - (select count(*) from room_occupancies o join rooms x on x.id = o.room_id where x.hostel_id = ? and (?::room_type is null or x.type = ?::room_type)))::int as n
           from rooms r where r.hostel_id = ? and r.in_service and r.retired_at is null and (?::room_type is null or r.type = ?::room_type)`,
        [hostel.id, type ?? null, type ?? null, hostel.id, type ?? null, type ?? null],
      );
      if (free!.n > 0) {
        throw new AppError('CONFLICT', `${hostel.name} has ${free!.n === 1 ? 'a free bed' : `${free!.n} free beds`}${type ? ` in ${type} rooms` : ''}: choose one on its room grid instead.`);
      }
      const [entry] = await em.execute<{ id: string }[]>(
        `insert into waitlist_entries (hostel_id, student_id, room_type, rank, created_at)
         select ?, ?, ?, coalesce(max(rank), 0) + 1, ? from waitlist_entries where hostel_id = ? returning id`,
        [hostel.id, student.userId, type ?? null, this.deps.clock(), hostel.id],
      );
      await this.deps.audit.record(em, student, {
        action: 'waitlist.joined',
        objectType: 'hostel',
        objectId: hostel.id,
        studentId: student.userId,
        hostelId: hostel.id,
        after: { hostel: hostel.name, roomType: type ?? 'Any', entry: entry!.id },
      });
      changes.waitlists.add(hostel.id);
    });
    changes.announce(this.deps.publisher);
    return (await loadOwnPlace(this.em, student.userId))!;
  }

  /** The student leaves their line; a bed held for them passes to the next. */
  async leave(viewer: Viewer | null): Promise<WaitlistPlaceView> {
    const student = requireRole(viewer, Role.STUDENT);
    return this.endOwnPlace(student, async (em, place, changes) => {
      if (place.offerId) await endOffers(em, [place.offerId], OfferStatus.WITHDRAWN, student, this.deps, changes, WaitlistStatus.LEFT);
      else await em.execute(`update waitlist_entries set status = 'Left', ended_at = ? where id = ?`, [this.deps.clock(), place.id]);
      await this.deps.audit.record(em, student, { action: 'waitlist.left', objectType: 'hostel', objectId: place.hostelId, studentId: student.userId, hostelId: place.hostelId });
    });
  }

  /** The student declines the bed held for them: it passes to the next in line, and their place ends. */
  async decline(viewer: Viewer | null, offerId: string): Promise<WaitlistPlaceView> {
    const student = requireRole(viewer, Role.STUDENT);
    return this.endOwnPlace(student, async (em, place, changes) => {
      if (place.offerId !== offerId) throw new AppError('CONFLICT', 'That offer is no longer open.');
      await endOffers(em, [offerId], OfferStatus.DECLINED, student, this.deps, changes);
    });
  }

  /**
   * The student accepts the bed held for them: the hold becomes theirs in one statement, so the
   * bed is never free between the offer and the student. An offer past its time is refused.
   */
  async accept(viewer: Viewer | null, offerId: string): Promise<WaitlistPlaceView> {
    const student = requireRole(viewer, Role.STUDENT);
    return this.endOwnPlace(student, async (em, place, changes) => {
      if (place.offerId !== offerId) throw new AppError('CONFLICT', 'That offer is no longer open.');
      const now = this.deps.clock();
      const [offer] = await em.execute<{ room_id: string; bed: number; expires_at: Date; number: number; hostel_name: string }[]>(
        'select b.room_id, b.bed, b.expires_at, r.number, h.name as hostel_name from bed_offers b join rooms r on r.id = b.room_id join hostels h on h.id = r.hostel_id where b.id = ?',
        [offerId],
      );
      if (new Date(offer!.expires_at) <= now) {
        await endOffers(em, [offerId], OfferStatus.EXPIRED, null, this.deps, changes);
        return 'expired';
      }
      const [commitment] = await em.execute<{ bed: boolean; request: boolean }[]>(
        `select exists (select 1 from room_occupancies where student_id = ?) as bed,
                ${pendingRequestOf('?')} as request`,
        [student.userId, student.userId, student.userId],
      );
      if (commitment!.bed) throw new AppError('ALREADY_BOOKED', 'You already have a room.');
      if (commitment!.request) throw new AppError('ALREADY_BOOKED', 'You have a pending room request: cancel it (or decline the invitation) to accept this bed.');
      await em.execute('update room_occupancies set student_id = ?, offer_id = null, created_at = ? where offer_id = ?', [student.userId, now, offerId]);
      await em.execute(`update bed_offers set status = 'Accepted', ended_at = ? where id = ?`, [now, offerId]);
      await em.execute(`update waitlist_entries set status = 'Housed', ended_at = ? where id = ?`, [now, place.id]);
      await this.deps.audit.record(em, student, {
        action: 'bed.offer_accepted',
        objectType: 'room',
        objectId: offer!.room_id,
        studentId: student.userId,
        hostelId: place.hostelId,
        after: { hostel: offer!.hostel_name, room: offer!.number, bed: offer!.bed, offer: offerId },
      });
      changes.rooms.add(offer!.room_id);
      changes.waitlists.add(place.hostelId);
      changes.students.add(student.userId);
    });
  }

  /**
   * After a student took a bed another way (booked, approved, assigned): their place ends as
   * Housed and a bed held for them passes on. Safe to call for anyone, any time. `knownLine` is
   * the hostel of the student's line as a statement of the caller's read it after the bed was
   * taken (null: in no line): the instant booking reads it in its own statement. A place joined
   * after that read is ended by the next offer in its line (waitlist.offers.ts), as is one that
   * a read here would miss.
   */
  async settle(studentId: string, knownLine?: string | null): Promise<void> {
    // Most students who take a bed were in no line: one read at most, no transaction (selection day).
    const hostelId = knownLine === undefined ? (await lineOf(this.em, [studentId]))[0]?.hostel_id : knownLine;
    if (!hostelId) return;
    const line = { hostel_id: hostelId };
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      // Read the place under its line's lock: an offer made for it a moment ago is seen, and withdrawn.
      await lockLine(em, line.hostel_id);
      const [place] = await em.execute<{ id: string; hostel_id: string; offer_id: string | null; housed: boolean }[]>(
        `select e.id, e.hostel_id, b.id as offer_id, exists (select 1 from room_occupancies o where o.student_id = e.student_id) as housed
           from waitlist_entries e left join bed_offers b on b.entry_id = e.id and b.status = 'Held'
          where e.student_id = ? and e.status in ('Waiting', 'Offered') and e.hostel_id = ?`,
        [studentId, line.hostel_id],
      );
      if (!place?.housed) return;
      if (place.offer_id) await endOffers(em, [place.offer_id], OfferStatus.WITHDRAWN, null, this.deps, changes, WaitlistStatus.HOUSED);
      else await em.execute(`update waitlist_entries set status = 'Housed', ended_at = ? where id = ? and status = 'Waiting'`, [this.deps.clock(), place.id]);
      changes.waitlists.add(place.hostel_id);
    });
    changes.announce(this.deps.publisher);
  }

  /** Staff: a hostel's line in order, with each place's student and held bed. */
  async line(viewer: Viewer | null, hostelId: string): Promise<WaitlistPlaceView[]> {
    const staff = requireStaff(viewer);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    assertInScope(staff, hostelId);
    return loadLine(this.em, hostelId);
  }

  /** Staff: moves a place to another position in its line, with a reason; the line is renumbered. */
  async move(viewer: Viewer | null, entryId: string, position: unknown, reason: unknown): Promise<WaitlistPlaceView[]> {
    const staff = requireStaff(viewer);
    const input = parseInput(moveInput, { position, reason });
    const hostelId = await this.staffPlace(staff, entryId);
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockLine(em, hostelId);
      const line = await em.execute<{ id: string; student_id: string }[]>(
        `select id, student_id from waitlist_entries where hostel_id = ? and status in ('Waiting', 'Offered') order by rank, created_at, id for update`,
        [hostelId],
      );
      const from = line.findIndex((e) => e.id === entryId);
      if (from < 0) throw new AppError('CONFLICT', 'That student is no longer in line.');
      const to = Math.min(input.position, line.length) - 1;
      const [moved] = line.splice(from, 1);
      line.splice(to, 0, moved!);
      await em.execute(
        `update waitlist_entries e set rank = v.rank from (select unnest(?::uuid[]) as id, generate_series(1, ?) as rank) v where e.id = v.id`,
        [pgArray(line.map((e) => e.id)), line.length],
      );
      await this.deps.audit.record(em, staff, {
        action: 'waitlist.reordered',
        objectType: 'hostel',
        objectId: hostelId,
        studentId: moved!.student_id,
        hostelId,
        before: { position: from + 1 },
        after: { position: to + 1, reason: input.reason },
      });
      changes.waitlists.add(hostelId);
    });
    changes.announce(this.deps.publisher);
    return loadLine(this.em, hostelId);
  }

  /** Staff: takes a place out of its line, with a reason; a bed held for it passes on. */
  async remove(viewer: Viewer | null, entryId: string, reason: unknown): Promise<WaitlistPlaceView[]> {
    const staff = requireStaff(viewer);
    const input = parseInput(removeInput, { reason });
    const hostelId = await this.staffPlace(staff, entryId);
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockLine(em, hostelId);
      const [place] = await em.execute<{ student_id: string; status: WaitlistStatus; offer_id: string | null }[]>(
        `select e.student_id, e.status, b.id as offer_id from waitlist_entries e left join bed_offers b on b.entry_id = e.id and b.status = 'Held' where e.id = ? for update of e`,
        [entryId],
      );
      if (!place || (place.status !== WaitlistStatus.WAITING && place.status !== WaitlistStatus.OFFERED)) throw new AppError('CONFLICT', 'That student is no longer in line.');
      if (place.offer_id) await endOffers(em, [place.offer_id], OfferStatus.WITHDRAWN, staff, this.deps, changes, WaitlistStatus.REMOVED);
      else await em.execute(`update waitlist_entries set status = 'Removed', ended_at = ? where id = ?`, [this.deps.clock(), entryId]);
      await this.deps.audit.record(em, staff, { action: 'waitlist.removed', objectType: 'hostel', objectId: hostelId, studentId: place.student_id, hostelId, after: { reason: input.reason } });
      changes.waitlists.add(hostelId);
    });
    changes.announce(this.deps.publisher);
    return loadLine(this.em, hostelId);
  }

  /**
   * The scheduled sweep (a job on the durable queue): offers past their time expire and pass on;
   * places of students who took a bed elsewhere end; free beds with someone waiting are offered
   * (a backstop: every change that frees a bed offers it in its own transaction). Safe to repeat.
   */
  async sweep(): Promise<{ expired: number; offered: number }> {
    const now = this.deps.clock();
    const changes = new BedChanges();
    const due = await this.em.execute<{ hostel_id: string }[]>(
      `select distinct r.hostel_id from bed_offers b join rooms r on r.id = b.room_id where b.status = 'Held' and b.expires_at <= ?
       union select distinct e.hostel_id from waitlist_entries e where e.status in ('Waiting', 'Offered')`,
      [now],
    );
    let expired = 0;
    let offered = 0;
    for (const { hostel_id: hostelId } of due) {
      await this.em.transactional(async (em) => {
        await lockLine(em, hostelId);
        const offers = await em.execute<{ id: string }[]>(
          `select b.id from bed_offers b join rooms r on r.id = b.room_id where r.hostel_id = ? and b.status = 'Held' and b.expires_at <= ? order by b.expires_at limit ? for update of b`,
          [hostelId, now, SWEEP_BATCH],
        );
        await endOffers(em, offers.map((o) => o.id), OfferStatus.EXPIRED, null, this.deps, changes);
        expired += offers.length;
        const housed = await em.execute<{ id: string }[]>(
          `select b.id from bed_offers b join waitlist_entries e on e.id = b.entry_id where e.hostel_id = ? and b.status = 'Held'
              and exists (select 1 from room_occupancies o where o.student_id = b.student_id) for update of b`,
          [hostelId],
        );
        await endOffers(em, housed.map((o) => o.id), OfferStatus.WITHDRAWN, null, this.deps, changes, WaitlistStatus.HOUSED);
        offered += await offerFreeBeds(em, [hostelId], this.deps, changes);
      });
    }
    changes.announce(this.deps.publisher);
    return { expired, offered };
  }

  /** The hostel of a place in line, which the staff member must manage. */
  private async staffPlace(staff: Viewer, entryId: string): Promise<string> {
    const [row] = isUuid(entryId) ? await this.em.execute<{ hostel_id: string }[]>('select hostel_id from waitlist_entries where id = ?', [entryId]) : [];
    if (!row) throw notFound('Waitlist place');
    assertInScope(staff, row.hostel_id);
    return row.hostel_id;
  }

  /** Runs a change to the student's own active place under their lock and their line's. */
  private async endOwnPlace(
    student: Viewer,
    change: (em: EntityManager, place: { id: string; hostelId: string; offerId: string | null }, changes: BedChanges) => Promise<unknown>,
  ): Promise<WaitlistPlaceView> {
    const changes = new BedChanges();
    const outcome = await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [student.userId]);
      const [place] = await em.execute<{ id: string; hostel_id: string }[]>(`select id, hostel_id from waitlist_entries where student_id = ? and status in ('Waiting', 'Offered')`, [
        student.userId,
      ]);
      if (!place) throw notOnWaitlist();
      await lockLine(em, place.hostel_id);
      const [offer] = await em.execute<{ id: string }[]>(`select id from bed_offers where entry_id = ? and status = 'Held' for update`, [place.id]);
      return change(em, { id: place.id, hostelId: place.hostel_id, offerId: offer?.id ?? null }, changes);
    });
    changes.announce(this.deps.publisher);
    if (outcome === 'expired') throw new AppError('CONFLICT', 'This offer expired and has gone to the next in line.');
    return (await loadOwnPlace(this.em, student.userId))!;
  }
}

