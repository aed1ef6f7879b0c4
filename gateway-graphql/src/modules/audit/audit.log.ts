import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer.js';

/** What an audit event is about. */
/** A bed's events are the room's: `room` objects carry `bed.*` actions with the bed in `after`. */
export type AuditObjectType = 'outpass' | 'room_request' | 'room' | 'account' | 'selection_window' | 'hostel' | 'roster' | 'campus_settings' | 'academic_year' | 'selection_process' | 'selection_group' | 'repair_job' | 'parcel' | 'parcel_settings' | 'visit' | 'visitor_rules' | 'visitor_settings' | 'visitor_log' | 'remote_canary';

export interface AuditEntry {
  /** `<object>.<verb>`, e.g. `outpass.approved`, `bed.booked`, `account.disabled`. */
  action: string;
  objectType: AuditObjectType;
  objectId: string;
  studentId?: string | null;
  hostelId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Where the change came from, as the transport saw it. */
export interface AuditOrigin {
  address: string;
  requestId?: string;
}

/**
 * Writes audit events. Every call runs inside the transaction of the change it records (the
 * caller passes that transaction's EntityManager), so an event exists exactly when its change
 * does. One statement: the actor's name is read by the insert itself.
 */
export class AuditLog {
  constructor(private readonly origin: AuditOrigin) {}

  async record(em: EntityManager, actor: Viewer | null, entry: AuditEntry): Promise<void> {
    await em.execute(`insert into audit_events (${AUDIT_COLUMNS}) values (${AUDIT_VALUES})`, this.params(actor, entry));
  }

  /**
   * The parameters of {@link AUDIT_VALUES}, for a statement that writes its audit event itself
   * (a data-modifying CTE, so a one-statement change stays one statement).
   */
  params(actor: Viewer | null, entry: AuditEntry): unknown[] {
    return [
        actor?.userId ?? null,
        actor?.userId ?? null,
        actor?.role ?? 'system',
        entry.action,
        entry.objectType,
        entry.objectId,
        entry.studentId ?? null,
        entry.hostelId ?? null,
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
        this.origin.address.slice(0, 64),
      this.origin.requestId?.slice(0, 100) ?? null,
    ];
  }
}

export const AUDIT_COLUMNS = 'actor_id, actor_name, actor_role, action, object_type, object_id, student_id, hostel_id, before, after, address, request_id';
/** The values for {@link AUDIT_COLUMNS}, in the order of {@link AuditLog.params}; `after` may be an SQL expression of its one parameter. */
export const auditValues = (after = '?::jsonb') => `?, (select name from users where id = ?), ?, ?, ?, ?, ?, ?, ?::jsonb, ${after}, ?, ?`;
const AUDIT_VALUES = auditValues();
