import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { OFFICE_TIME_ZONE } from '../../core/clock.js';
import { field, isUuid, parseInput, pgArray, isoOf } from '../../core/validate.js';
import { hostelScope, requireStaff, type Viewer } from '../../core/viewer.js';
import type { AuditEventView, AuditPage } from './audit.views.js';

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  object_type: string;
  object_id: string;
  student_id: string | null;
  hostel_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

const show = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** Before and after as a list of the fields that changed (or were set). */
function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({ field: key, before: show(before?.[key]), after: show(after?.[key]) }));
}

export const toAuditEventView = (row: AuditRow): AuditEventView => ({
  id: String(row.id),
  at: isoOf(row.at),
  actorId: row.actor_id,
  actorName: row.actor_name,
  actorRole: row.actor_role,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  studentId: row.student_id,
  hostelId: row.hostel_id,
  changes: changesOf(row.before, row.after),
  address: row.address,
});

const auditFilter = z.object({
  actor: field.optionalText('Actor', 100),
  action: field.optionalText('Action', 60),
  objectType: field.optionalText('Object type', 30),
  objectId: field.optionalText('Object', 64),
  studentId: field.optionalText('Student', 64).refine((id) => id === undefined || isUuid(id), 'Student must be an id.'),
  from: field.optionalDay('From'),
  to: field.optionalDay('To'),
  before: field.optionalText('Cursor', 20).refine((c) => c === undefined || /^\d+$/.test(c), 'Cursor must be a number.'),
  limit: z.number().int().min(1).max(200).optional(),
});

export type AuditQuery = Partial<Record<keyof z.input<typeof auditFilter>, unknown>>;

/** Reading the audit log: filtered, newest first, paged by a cursor (the last id seen). */
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Staff: admins read every event; a warden the events of their hostels. */
  async list(viewer: Viewer | null, input: AuditQuery = {}): Promise<AuditPage> {
    const scope = hostelScope(requireStaff(viewer));
    const f = parseInput(auditFilter, input);
    const limit = f.limit ?? 50;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    if (scope) add('hostel_id = any(?::uuid[])', pgArray(scope));
    if (f.actor) add(`actor_name ilike ? escape '\\'`, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.action) add('action = ?', f.action);
    if (f.objectType) add('object_type = ?', f.objectType);
    if (f.objectId) add('object_id = ?', f.objectId);
    if (f.studentId) add('student_id = ?', f.studentId);
    // Days on the office's calendar, as the screens show the events' times (not the database session's zone).
    if (f.from) add('at >= ?::date::timestamp at time zone ?', f.from, OFFICE_TIME_ZONE);
    if (f.to) add(`at < (?::date + 1)::timestamp at time zone ?`, f.to, OFFICE_TIME_ZONE);
    if (f.before) add('id < ?', f.before);
    const rows = await this.em.execute<AuditRow[]>(
      `select id, at, actor_id, actor_name, actor_role, action, object_type, object_id, student_id, hostel_id, before, after, address
         from audit_events ${where.length ? `where ${where.join(' and ')}` : ''}
        order by id desc limit ?`,
      [...params, limit + 1],
    );
    const items = rows.slice(0, limit).map(toAuditEventView);
    return { items, nextBefore: rows.length > limit ? items[items.length - 1]!.id : null };
  }
}
