import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { HostelView } from '../../core/views.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import { pgArray } from '../../core/validate.js';
import { User } from '../user/index.js';
import { Role } from '../../core/enums.js';
import { Hostel } from './hostel.entity.js';
import { HostelOffice, type HostelDeps } from './hostel-office.service.js';
import { HostelRules } from './hostel-rules.service.js';
import { findHostels } from './hostel.queries.js';

export type { HostelDeps } from './hostel-office.service.js';

/**
 * Hostels and their statistics, computed from occupancy at read time; and, for admins, the
 * office's changes to them, answered by HostelOffice (the hostels themselves) and HostelRules
 * (their outpass and gate rules), so callers keep one service.
 */
export class HostelService {
  private readonly em: EntityManager;
  private readonly office: HostelOffice;
  private readonly rules: HostelRules;
  constructor(em: EntityManager, deps: HostelDeps) {
    this.em = em;
    this.office = new HostelOffice(em, deps);
    this.rules = new HostelRules(em, deps.audit);
  }

  /**
   * A student sees the hostels of their gender only (none if it is unknown); a warden theirs; an
   * admin all. Retired hostels only an admin sees, and only when asking for them.
   */
  async list(viewer: Viewer | null, { includeRetired = false }: { includeRetired?: boolean | null } = {}): Promise<HostelView[]> {
    const caller = requireViewer(viewer);
    if (caller.role === Role.ADMIN) return findHostels(this.em, includeRetired ? '' : 'where h.retired_at is null', []);
    if (caller.role === Role.WARDEN) return findHostels(this.em, 'where h.id = any(?::uuid[]) and h.retired_at is null', [pgArray(caller.hostelIds)]);
    const student = await this.em.findOneOrFail(User, { id: caller.userId }, { fields: ['gender'] });
    if (!student.gender) return [];
    return findHostels(this.em, 'where h.gender = ? and h.retired_at is null', [student.gender]);
  }

  /** One hostel by name (`GH-1`), for any logged-in user; a retired one for admins only. */
  async byName(viewer: Viewer | null, name: string): Promise<Hostel> {
    const caller = requireViewer(viewer);
    const hostel = await this.em.findOne(Hostel, { name: name.trim().toUpperCase() });
    if (!hostel || (hostel.retiredAt && caller.role !== Role.ADMIN)) throw notFound(`Hostel ${name}`);
    return hostel;
  }

  /** Admin: a new hostel, with no rooms yet. Audited (HostelOffice.create). */
  create(viewer: Viewer | null, input: unknown): Promise<HostelView> {
    return this.office.create(viewer, input);
  }

  /** Admin: a hostel's title, gender, booking mode, floors or amenities; its gender only while it is empty (HostelOffice.update). */
  update(viewer: Viewer | null, hostelId: string, changes: unknown): Promise<HostelView> {
    return this.office.update(viewer, hostelId, changes);
  }

  /** Admin: retires an empty hostel and its rooms (HostelOffice.retire). */
  retire(viewer: Viewer | null, hostelId: string): Promise<HostelView> {
    return this.office.retire(viewer, hostelId);
  }

  /** Admin: whether a new outpass from this hostel first asks the student's guardian (HostelRules.setGuardianConsent). */
  setGuardianConsent(viewer: Viewer | null, hostelId: string, required: boolean): Promise<HostelView> {
    return this.rules.setGuardianConsent(viewer, hostelId, required);
  }

  /** Admin: what the gate does with a student of this hostel going out early (HostelRules.setEarlyExit). */
  setEarlyExit(viewer: Viewer | null, hostelId: string, rule: unknown): Promise<HostelView> {
    return this.rules.setEarlyExit(viewer, hostelId, rule);
  }
}
