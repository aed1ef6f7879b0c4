import { z } from 'zod';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import type { HostelView } from '../../core/views.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import { field, isUuid, parseInput, pgArray } from '../../core/validate.js';
import type { AuditLog } from '../audit/index.js';
import { User } from '../user/index.js';
import { Hostel } from './hostel.entity.js';
import { hostelChangesInput, newHostelInput } from './hostel.validate.js';
import { EarlyExitRule, Role } from '../../core/enums.js';

interface HostelRow {
  id: string;
  name: string;
  title: string | null;
  gender: HostelView['gender'];
  booking_mode: HostelView['bookingMode'];
  amenities: string[];
  first_floor: number;
  floors: number;
  retired: boolean;
  total_rooms: number;
  available_rooms: number;
  out_of_service_rooms: number;
  single_rooms: number;
  double_rooms: number;
  triple_rooms: number;
  quad_rooms: number;
  total_beds: number;
  taken_beds: number;
  guardian_consent_required: boolean;
  early_exit: EarlyExitRule;
}

// Retired rooms are no longer the hostel's; beds are counted in the rooms in service (the ones a student may take).
const STATS = `
  select h.id, h.name, h.title, h.gender, h.booking_mode, h.amenities, h.first_floor, h.floors, h.retired_at is not null as retired,
         h.guardian_consent_required, h.early_exit,
         count(r.id)::int as total_rooms,
         count(r.id) filter (where r.in_service and coalesce(o.taken, 0) < r.capacity)::int as available_rooms,
         count(r.id) filter (where not r.in_service)::int as out_of_service_rooms,
         count(r.id) filter (where r.type = 'Single')::int as single_rooms,
         count(r.id) filter (where r.type = 'Double')::int as double_rooms,
         count(r.id) filter (where r.type::text = 'Triple')::int as triple_rooms,
         count(r.id) filter (where r.type::text = 'Quad')::int as quad_rooms,
         coalesce(sum(r.capacity) filter (where r.in_service), 0)::int as total_beds,
         coalesce(sum(o.taken) filter (where r.in_service), 0)::int as taken_beds
    from hostels h
    left join rooms r on r.hostel_id = h.id and r.retired_at is null
    left join (select room_id, count(*)::int as taken from room_occupancies group by room_id) o on o.room_id = r.id`;

const toView = (row: HostelRow): HostelView => ({
  id: row.id,
  name: row.name,
  title: row.title ?? row.name,
  gender: row.gender,
  bookingMode: row.booking_mode,
  amenities: row.amenities,
  firstFloor: row.first_floor,
  floors: row.floors,
  retired: row.retired,
  totalRooms: row.total_rooms,
  availableRooms: row.available_rooms,
  bookedRooms: row.total_rooms - row.available_rooms - row.out_of_service_rooms,
  outOfServiceRooms: row.out_of_service_rooms,
  singleRooms: row.single_rooms,
  doubleRooms: row.double_rooms,
  tripleRooms: row.triple_rooms,
  quadRooms: row.quad_rooms,
  totalBeds: row.total_beds,
  freeBeds: row.total_beds - row.taken_beds,
  guardianConsentRequired: row.guardian_consent_required,
  earlyExit: row.early_exit,
});

const earlyExitInput = z.object({ rule: field.oneOf([EarlyExitRule.WARN, EarlyExitRule.REFUSE], 'The rule must be Warn or Refuse.') });

/** What the office's hostel changes need besides the database: the audit log, events, the clock. */
export interface HostelDeps {
  audit: AuditLog;
  publisher: Publisher;
  clock: Clock;
}

/** Who keeps a hostel from changing gender or retiring: people in its beds, its pending requests, its line. */
interface HostelPeople {
  residents: { name: string; enrollment_id: string | null; number: number; held: boolean }[];
  requests: number;
  waiting: number;
}

/**
 * Hostels and their statistics, computed from occupancy at read time; and (admins) the hostels
 * themselves: created, changed and retired by the office (issue 42). Every change is audited in
 * its transaction and makes every gateway forget the hostel's rooms' facts (RoomDirectory).
 */
export class HostelService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: HostelDeps,
  ) {}

  private get audit(): AuditLog {
    return this.deps.audit;
  }

  /**
   * A student sees the hostels of their gender only (none if it is unknown); a warden theirs; an
   * admin all. Retired hostels only an admin sees, and only when asking for them.
   */
  async list(viewer: Viewer | null, { includeRetired = false }: { includeRetired?: boolean | null } = {}): Promise<HostelView[]> {
    const caller = requireViewer(viewer);
    if (caller.role === Role.ADMIN) return this.query(includeRetired ? '' : 'where h.retired_at is null', []);
    if (caller.role === Role.WARDEN) return this.query('where h.id = any(?::uuid[]) and h.retired_at is null', [pgArray(caller.hostelIds)]);
    const student = await this.em.findOneOrFail(User, { id: caller.userId }, { fields: ['gender'] });
    if (!student.gender) return [];
    return this.query('where h.gender = ? and h.retired_at is null', [student.gender]);
  }

  /** One hostel by name (`GH-1`), for any logged-in user; a retired one for admins only. */
  async byName(viewer: Viewer | null, name: string): Promise<Hostel> {
    const caller = requireViewer(viewer);
    const hostel = await this.em.findOne(Hostel, { name: name.trim().toUpperCase() });
    if (!hostel || (hostel.retiredAt && caller.role !== Role.ADMIN)) throw notFound(`Hostel ${name}`);
    return hostel;
  }

  /** Admin: a new hostel, with no rooms yet (added one by one, or by a CSV import). Audited. */
  async create(viewer: Viewer | null, input: unknown): Promise<HostelView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const wanted = parseInput(newHostelInput, input);
    const id = await this.em.transactional(async (em) => {
      const [taken] = await em.execute<{ retired: boolean }[]>('select retired_at is not null as retired from hostels where name = ?', [wanted.name]);
      if (taken) throw codeTaken(wanted.name, taken.retired);
      const [row] = await em.execute<{ id: string }[]>(
        `insert into hostels (name, title, gender, booking_mode, amenities, first_floor, floors, guardian_consent_required)
         values (?, ?, ?, ?, ?::text[], ?, ?, ?) returning id`,
        [wanted.name, wanted.title ?? wanted.name, wanted.gender, wanted.bookingMode, pgArray(wanted.amenities ?? []), wanted.firstFloor, wanted.floors, wanted.guardianConsentRequired ?? false],
      );
      await this.audit.record(em, admin, {
        action: 'hostel.created',
        objectType: 'hostel',
        objectId: row!.id,
        hostelId: row!.id,
        after: { ...wanted, title: wanted.title ?? wanted.name, amenities: wanted.amenities ?? [], guardianConsentRequired: wanted.guardianConsentRequired ?? false },
      });
      return row!.id;
    }).catch((error: unknown) => {
      if (error instanceof Error && /hostels_name_unique/.test(error.message)) throw codeTaken(wanted.name, false);
      throw error;
    });
    return this.one(id);
  }

  /**
   * Admin: a hostel's title, gender, booking mode, floors or amenities. Its gender stays while
   * anyone lives there, holds a bed, asks for a room or waits in its line (HOSTEL_OCCUPIED; the
   * database refuses it too while beds are taken); every room must stay on one of its floors.
   */
  async update(viewer: Viewer | null, hostelId: string, changes: unknown): Promise<HostelView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const wanted = parseInput(hostelChangesInput, changes);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    const changed = await this.em.transactional(async (em) => {
      const hostel = await lockHostel(em, hostelId);
      if (hostel.retired) throw new AppError('CONFLICT', `${hostel.name} is retired: it cannot change.`);
      const now: HostelSettings = { title: hostel.title ?? hostel.name, gender: hostel.gender, bookingMode: hostel.booking_mode, firstFloor: hostel.first_floor, floors: hostel.floors, amenities: hostel.amenities };
      const next: HostelSettings = {
        title: wanted.title === undefined ? now.title : (wanted.title ?? hostel.name),
        gender: wanted.gender ?? now.gender,
        bookingMode: wanted.bookingMode ?? now.bookingMode,
        firstFloor: wanted.firstFloor ?? now.firstFloor,
        floors: wanted.floors ?? now.floors,
        amenities: wanted.amenities ?? now.amenities,
      };
      const keys = (Object.keys(next) as (keyof HostelSettings)[]).filter((key) => JSON.stringify(now[key]) !== JSON.stringify(next[key]));
      if (keys.length === 0) return false;
      if (next.gender !== now.gender) {
        // Its rooms first: a booking in flight in one of them finishes (and is counted) or waits for this.
        await em.execute('select id from rooms where hostel_id = ? order by id for update', [hostel.id]);
        const people = await peopleOf(em, hostel.id);
        if (people.residents.length + people.requests + people.waiting > 0) {
          throw new AppError('HOSTEL_OCCUPIED', `${hostel.name} cannot change gender while ${describePeople(people)}. It can once it is empty.`, [{ field: 'gender', message: 'The hostel is not empty.' }]);
        }
      }
      if (next.firstFloor !== now.firstFloor || next.floors !== now.floors) {
        const last = next.firstFloor + next.floors - 1;
        const outside = await em.execute<{ number: number; floor: number }[]>(
          'select number, floor from rooms where hostel_id = ? and retired_at is null and (floor < ? or floor > ?) order by number',
          [hostel.id, next.firstFloor, last],
        );
        if (outside.length > 0) {
          const named = outside.slice(0, 5).map((r) => `${r.number} (floor ${r.floor})`).join(', ');
          const message = `${outside.length === 1 ? 'Room' : 'Rooms'} ${named}${outside.length > 5 ? ` and ${outside.length - 5} more` : ''} would be outside floors ${next.firstFloor} to ${last}: change their floor, or retire them, first.`;
          throw new AppError('BAD_USER_INPUT', message, [{ field: next.floors !== now.floors ? 'floors' : 'firstFloor', message }]);
        }
      }
      await em.execute('update hostels set title = ?, gender = ?, booking_mode = ?, first_floor = ?, floors = ?, amenities = ?::text[] where id = ?', [
        next.title,
        next.gender,
        next.bookingMode,
        next.firstFloor,
        next.floors,
        pgArray(next.amenities),
        hostel.id,
      ]);
      await this.audit.record(em, admin, {
        action: 'hostel.updated',
        objectType: 'hostel',
        objectId: hostel.id,
        hostelId: hostel.id,
        before: Object.fromEntries(keys.map((key) => [key, now[key]])),
        after: Object.fromEntries(keys.map((key) => [key, next[key]])),
      });
      return true;
    });
    if (changed) this.deps.publisher.inventory({ hostelId });
    return this.one(hostelId);
  }

  /**
   * Admin: retires a hostel and its rooms. Students no longer see it; its grids drop its rooms.
   * Refused while anyone lives there, holds a bed, asks for a room or waits in its line, who
   * are listed (HOSTEL_OCCUPIED).
   */
  async retire(viewer: Viewer | null, hostelId: string): Promise<HostelView> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    const rooms = await this.em.transactional(async (em) => {
      const hostel = await lockHostel(em, hostelId);
      if (hostel.retired) return undefined;
      await em.execute('select id from rooms where hostel_id = ? order by id for update', [hostel.id]);
      const people = await peopleOf(em, hostel.id);
      if (people.residents.length + people.requests + people.waiting > 0) {
        throw new AppError('HOSTEL_OCCUPIED', `${hostel.name} cannot be retired while ${describePeople(people)}.`, [{ field: 'hostelId', message: 'The hostel is not empty.' }]);
      }
      const now = this.deps.clock();
      const retired = await em.execute<{ id: string }[]>('update rooms set retired_at = ? where hostel_id = ? and retired_at is null returning id', [now, hostel.id]);
      await em.execute('update hostels set retired_at = ? where id = ?', [now, hostel.id]);
      await this.audit.record(em, admin, { action: 'hostel.retired', objectType: 'hostel', objectId: hostel.id, hostelId: hostel.id, before: { retired: false }, after: { retired: true, rooms: retired.length } });
      return retired.map((r) => r.id);
    });
    if (rooms) {
      // Every open grid of it drops its rooms (each sent once, retired); every gateway forgets them.
      this.deps.publisher.rooms(rooms);
      this.deps.publisher.inventory({ hostelId });
    }
    return this.one(hostelId);
  }

  /** Admin: whether a new outpass from this hostel first asks the student's guardian. Audited. */
  async setGuardianConsent(viewer: Viewer | null, hostelId: string, required: boolean): Promise<HostelView> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    await this.em.transactional(async (em) => {
      const hostel = await em.findOne(Hostel, { id: hostelId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!hostel) throw notFound('Hostel');
      if (hostel.guardianConsentRequired === required) return;
      hostel.guardianConsentRequired = required;
      await this.audit.record(em, admin, {
        action: 'hostel.guardian_consent',
        objectType: 'hostel',
        objectId: hostel.id,
        hostelId: hostel.id,
        before: { guardianConsentRequired: !required },
        after: { guardianConsentRequired: required },
      });
    });
    return this.one(hostelId);
  }

  /** Admin: what the gate does with a student of this hostel going out well before their declared out time. Audited. */
  async setEarlyExit(viewer: Viewer | null, hostelId: string, rule: unknown): Promise<HostelView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { rule: wanted } = parseInput(earlyExitInput, { rule });
    if (!isUuid(hostelId)) throw notFound('Hostel');
    await this.em.transactional(async (em) => {
      const hostel = await em.findOne(Hostel, { id: hostelId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!hostel) throw notFound('Hostel');
      if (hostel.earlyExit === wanted) return;
      const before = hostel.earlyExit;
      hostel.earlyExit = wanted;
      await this.audit.record(em, admin, {
        action: 'hostel.early_exit',
        objectType: 'hostel',
        objectId: hostel.id,
        hostelId: hostel.id,
        before: { earlyExit: before },
        after: { earlyExit: wanted },
      });
    });
    return this.one(hostelId);
  }

  private async one(hostelId: string): Promise<HostelView> {
    const [view] = await this.query('where h.id = ?', [hostelId]);
    return view!;
  }

  private async query(where: string, params: unknown[]): Promise<HostelView[]> {
    const rows = await this.em.execute<HostelRow[]>(`${STATS} ${where} group by h.id order by h.name`, params);
    return rows.map(toView);
  }
}

/** A hostel's settings the office changes. */
interface HostelSettings {
  title: string;
  gender: HostelView['gender'];
  bookingMode: HostelView['bookingMode'];
  firstFloor: number;
  floors: number;
  amenities: string[];
}

/**
 * The hostel, locked for this transaction's change: `for no key update`, so rows naming it (a
 * room, an outpass, a waitlist place) may still be written meanwhile; another change waits.
 */
async function lockHostel(em: EntityManager, hostelId: string) {
  const [row] = await em.execute<{ id: string; name: string; title: string | null; gender: HostelView['gender']; booking_mode: HostelView['bookingMode']; first_floor: number; floors: number; amenities: string[]; retired: boolean }[]>(
    'select id, name, title, gender, booking_mode, first_floor, floors, amenities, retired_at is not null as retired from hostels where id = ? for no key update',
    [hostelId],
  );
  if (!row) throw notFound('Hostel');
  return row;
}

const codeTaken = (code: string, retired: boolean) =>
  new AppError('CONFLICT', retired ? `A retired hostel is named ${code}: choose another code.` : `A hostel named ${code} already exists.`, [{ field: 'name', message: 'Taken.' }]);

async function peopleOf(em: EntityManager, hostelId: string): Promise<HostelPeople> {
  const residents = await em.execute<HostelPeople['residents']>(
    `select u.name, u.enrollment_id, r.number, o.offer_id is not null as held
       from room_occupancies o join rooms r on r.id = o.room_id left join bed_offers b on b.id = o.offer_id join users u on u.id = coalesce(o.student_id, b.student_id)
      where r.hostel_id = ? order by r.number, o.bed`,
    [hostelId],
  );
  const [counts] = await em.execute<{ requests: number; waiting: number }[]>(
    `select (select count(*)::int from room_requests q join rooms r on r.id = q.room_id where r.hostel_id = ? and q.status = 'Pending') as requests,
            (select count(*)::int from waitlist_entries where hostel_id = ? and status = 'Waiting') as waiting`,
    [hostelId, hostelId],
  );
  return { residents, requests: counts!.requests, waiting: counts!.waiting };
}

/** `3 people are in its rooms (Priya Sharma (EN1) in room 101, …), 2 room requests are pending and 1 student waits in its line`. */
function describePeople({ residents, requests, waiting }: HostelPeople): string {
  const parts: string[] = [];
  if (residents.length > 0) {
    const named = residents.slice(0, 5).map((r) => `${r.name}${r.enrollment_id ? ` (${r.enrollment_id})` : ''} ${r.held ? `has a bed held in room ${r.number}` : `in room ${r.number}`}`);
    const more = residents.length > 5 ? `, and ${residents.length - 5} more` : '';
    parts.push(`${residents.length === 1 ? '1 person is' : `${residents.length} people are`} in its rooms (${named.join(', ')}${more})`);
  }
  if (requests > 0) parts.push(requests === 1 ? '1 room request is pending' : `${requests} room requests are pending`);
  if (waiting > 0) parts.push(waiting === 1 ? '1 student waits in its line' : `${waiting} students wait in its line`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
