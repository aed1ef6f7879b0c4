import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import type { HostelView } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { isUuid, parseInput, pgArray } from '../../core/validate.js';
import type { AuditLog } from '../audit/index.js';
import { codeTaken, lockHostel, peopleIn, roomsOffFloors } from './hostel.checks.js';
import { findHostel } from './hostel.queries.js';
import { hostelChangesInput, newHostelInput } from './hostel.validate.js';
import { Role } from '../../core/enums.js';

/** What the office's hostel changes need besides the database: the audit log, events, the clock. */
export interface HostelDeps {
  audit: AuditLog;
  publisher: Publisher;
  clock: Clock;
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
 * The hostels themselves, created, changed and retired by the office (admins; issue 42). Every
 * change is audited in its transaction; a change or retirement makes every gateway forget the
 * hostel's rooms' facts (RoomDirectory). Each answers with the hostel's view, read afresh.
 */
export class HostelOffice {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: HostelDeps,
  ) {}

  private get audit(): AuditLog {
    return this.deps.audit;
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
    return findHostel(this.em, id);
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
        const people = await peopleIn(em, hostel.id);
        if (people) throw new AppError('HOSTEL_OCCUPIED', `${hostel.name} cannot change gender while ${people}. It can once it is empty.`, [{ field: 'gender', message: 'The hostel is not empty.' }]);
      }
      if (next.firstFloor !== now.firstFloor || next.floors !== now.floors) {
        const message = await roomsOffFloors(em, hostel.id, next.firstFloor, next.floors);
        if (message) throw new AppError('BAD_USER_INPUT', message, [{ field: next.floors !== now.floors ? 'floors' : 'firstFloor', message }]);
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
    return findHostel(this.em, hostelId);
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
      const people = await peopleIn(em, hostel.id);
      if (people) throw new AppError('HOSTEL_OCCUPIED', `${hostel.name} cannot be retired while ${people}.`, [{ field: 'hostelId', message: 'The hostel is not empty.' }]);
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
    return findHostel(this.em, hostelId);
  }
}
