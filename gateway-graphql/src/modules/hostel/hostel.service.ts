import { z } from 'zod';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { HostelView } from '../../core/views.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import { field, isUuid, parseInput, pgArray } from '../../core/validate.js';
import type { AuditLog } from '../audit/index.js';
import { User } from '../user/index.js';
import { Hostel } from './hostel.entity.js';
import { EarlyExitRule, Role } from '../../core/enums.js';

interface HostelRow {
  id: string;
  name: string;
  gender: HostelView['gender'];
  booking_mode: HostelView['bookingMode'];
  amenities: string[];
  total_rooms: number;
  available_rooms: number;
  single_rooms: number;
  double_rooms: number;
  total_beds: number;
  taken_beds: number;
  guardian_consent_required: boolean;
  early_exit: EarlyExitRule;
}

const STATS = `
  select h.id, h.name, h.gender, h.booking_mode, h.amenities, h.guardian_consent_required, h.early_exit,
         count(r.id)::int as total_rooms,
         count(r.id) filter (where coalesce(o.taken, 0) < r.capacity)::int as available_rooms,
         count(r.id) filter (where r.type = 'Single')::int as single_rooms,
         count(r.id) filter (where r.type = 'Double')::int as double_rooms,
         coalesce(sum(r.capacity), 0)::int as total_beds,
         coalesce(sum(o.taken), 0)::int as taken_beds
    from hostels h
    left join rooms r on r.hostel_id = h.id
    left join (select room_id, count(*)::int as taken from room_occupancies group by room_id) o on o.room_id = r.id`;

const toView = (row: HostelRow): HostelView => ({
  id: row.id,
  name: row.name,
  gender: row.gender,
  bookingMode: row.booking_mode,
  amenities: row.amenities,
  totalRooms: row.total_rooms,
  availableRooms: row.available_rooms,
  bookedRooms: row.total_rooms - row.available_rooms,
  singleRooms: row.single_rooms,
  doubleRooms: row.double_rooms,
  totalBeds: row.total_beds,
  freeBeds: row.total_beds - row.taken_beds,
  guardianConsentRequired: row.guardian_consent_required,
  earlyExit: row.early_exit,
});

const earlyExitInput = z.object({ rule: field.oneOf([EarlyExitRule.WARN, EarlyExitRule.REFUSE], 'The rule must be Warn or Refuse.') });

/** Hostels and their statistics, computed from occupancy at read time. */
export class HostelService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  /** A student sees the hostels of their gender only (none if it is unknown); a warden theirs; an admin all. */
  async list(viewer: Viewer | null): Promise<HostelView[]> {
    const caller = requireViewer(viewer);
    if (caller.role === Role.ADMIN) return this.query('', []);
    if (caller.role === Role.WARDEN) return this.query('where h.id = any(?::uuid[])', [pgArray(caller.hostelIds)]);
    const student = await this.em.findOneOrFail(User, { id: caller.userId }, { fields: ['gender'] });
    if (!student.gender) return [];
    return this.query('where h.gender = ?', [student.gender]);
  }

  /** One hostel by name (`GH-1`) or id, for any logged-in user. */
  async byName(viewer: Viewer | null, name: string): Promise<Hostel> {
    requireViewer(viewer);
    const hostel = await this.em.findOne(Hostel, { name: name.trim().toUpperCase() });
    if (!hostel) throw notFound(`Hostel ${name}`);
    return hostel;
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
    const [view] = await this.query('where h.id = ?', [hostelId]);
    return view!;
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
    const [view] = await this.query('where h.id = ?', [hostelId]);
    return view!;
  }

  private async query(where: string, params: unknown[]): Promise<HostelView[]> {
    const rows = await this.em.execute<HostelRow[]>(`${STATS} ${where} group by h.id order by h.name`, params);
    return rows.map(toView);
  }
}
