import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { HostelView } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { isUuid, parseInput } from '../../core/validate.js';
import type { AuditLog } from '../audit/index.js';
import { Role } from '../../core/enums.js';
import { Hostel } from './hostel.entity.js';
import { findHostel } from './hostel.queries.js';
import { earlyExitInput } from './hostel.validate.js';

/**
 * The rules the office (admins) sets for a hostel's students going out: whether an outpass first
 * asks the guardian, and what the gate does with an early exit. Audited when they change; the
 * rooms are untouched, so no gateway has anything to forget.
 */
export class HostelRules {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

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
    return findHostel(this.em, hostelId);
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
    return findHostel(this.em, hostelId);
  }
}
