import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { officeDay, officeIso, type Clock } from '../../core/clock.js';
import { notFound } from '../../core/errors.js';
import { field, parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, requireStaff, type Viewer } from '../../core/viewer.js';
import { RequestStatus, RoomRequestStatus } from '../../core/enums.js';

export const EXPORT_KINDS = ['students', 'occupancy', 'room-requests', 'outpasses'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A table to write out: its column titles, and its rows read in batches as they are written. */
export interface ExportTable {
  filename: string;
  columns: string[];
  rows: AsyncIterable<unknown[]>;
}

const BATCH = 500;

const exportFilter = z.object({
  search: field.optionalText('Search', 100),
  hostel: field.optionalText('Hostel', 20).transform((h) => h?.toUpperCase()),
  status: field.optionalText('Status', 20),
});

interface Query {
  /** The select, with `{after}` where the keyset condition goes and `{scope}` for a warden's hostels. */
  sql: string;
  params: unknown[];
  /** The row's sort key, passed back as the parameters of `{after}`. */
  keyOf(row: Record<string, unknown>): unknown[];
  after: string;
  toCells(row: Record<string, unknown>): unknown[];
}

/**
 * Exports for the registrar: students, occupancy, room requests and outpasses, filtered as on
 * screen and within the caller's hostels. Rows are read 500 at a time by keyset (never all at
 * once) while the adapter writes them out, so an export of any size holds one batch in memory.
 * Times are the office's (ISO 8601 with its offset), and the file is named by the office's day.
 */
export class ExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  open(viewer: Viewer | null, kind: string, input: { search?: unknown; hostel?: unknown; status?: unknown }): ExportTable {
    const scope = hostelScope(requireStaff(viewer));
    if (!(EXPORT_KINDS as readonly string[]).includes(kind)) throw notFound('Export');
    const filter = parseInput(exportFilter, input);
    const query = this.queryFor(kind as ExportKind, filter, scope);
    return { filename: `${kind}-${officeDay(this.clock())}.csv`, columns: COLUMNS[kind as ExportKind], rows: this.read(query) };
  }

  private async *read(query: Query): AsyncIterable<unknown[]> {
    let after: unknown[] | null = null;
    for (;;) {
      const sql = query.sql.replace('{after}', after ? `and ${query.after}` : '');
      const rows: Record<string, unknown>[] = await this.em.execute(sql, [...query.params, ...(after ?? []), BATCH]);
      for (const row of rows) yield query.toCells(row);
      if (rows.length < BATCH) return;
      after = query.keyOf(rows[rows.length - 1]!);
    }
  }

  private queryFor(kind: ExportKind, f: z.output<typeof exportFilter>, scope: readonly string[] | null): Query {
    const params: unknown[] = [];
    const where: string[] = [];
    const scoped = (column: string) => {
      if (scope) {
        where.push(`${column} = any(?::uuid[])`);
        params.push(pgArray(scope));
      }
    };
    const hostel = (column: string) => {
      if (f.hostel) {
        where.push(`${column} = ?`);
        params.push(f.hostel);
      }
    };
    const status = (column: string, allowed: readonly string[]) => {
      if (f.status && f.status !== 'All') {
        const match = allowed.find((s) => s.toLowerCase() === f.status!.toLowerCase());
        where.push(`${column}::text = ?`);
        params.push(match ?? f.status);
      }
    };
    const clause = () => (where.length ? `and ${where.join(' and ')}` : '');
    switch (kind) {
      case 'students': {
        if (f.search) {
          where.push(`lower(u.name || ' ' || coalesce(u.enrollment_id, '') || ' ' || u.email) like ? escape '\\'`);
          params.push(`%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        }
        hostel('h.name');
        scoped('r.hostel_id');
        return {
          sql: `select u.id, u.name, u.enrollment_id, u.email, u.gender, u.phone_number, h.name as hostel, r.number as room, o.bed, u.disabled_at is not null as disabled
                  from users u left join room_occupancies o on o.student_id = u.id left join rooms r on r.id = o.room_id left join hostels h on h.id = r.hostel_id
                 where u.role = 'student' ${clause()} {after} order by u.name, u.id limit ?`,
          params,
          after: '(u.name, u.id) > (?, ?)',
          keyOf: (r) => [r.name, r.id],
          toCells: (r) => [r.name, r.enrollment_id, r.email, r.gender, r.phone_number, r.hostel, r.room, r.bed, r.disabled ? 'Disabled' : 'Active'],
        };
      }
      case 'occupancy': {
        hostel('h.name');
        scoped('h.id');
        return {
          // Retired rooms are no longer the hostel's (issue 42); a room's floor is its own.
          sql: `select h.name as hostel, r.number, r.floor, r.type, r.capacity, count(o.student_id)::int as taken,
                       string_agg(u.name || ' (' || coalesce(u.enrollment_id, '') || ')', '; ' order by o.bed) as occupants
                  from rooms r join hostels h on h.id = r.hostel_id left join room_occupancies o on o.room_id = r.id left join users u on u.id = o.student_id
                 where r.retired_at is null ${clause()} {after} group by h.name, r.number, r.floor, r.type, r.capacity order by h.name, r.number limit ?`,
          params,
          after: '(h.name, r.number) > (?, ?)',
          keyOf: (r) => [r.hostel, r.number],
          toCells: (r) => [r.hostel, r.number, r.floor, r.type, r.capacity, r.taken, Number(r.capacity) - Number(r.taken), r.occupants ?? ''],
        };
      }
      case 'room-requests': {
        status('q.status', Object.values(RoomRequestStatus));
        hostel('h.name');
        scoped('h.id');
        return {
          sql: `select q.id, q.created_at, q.status, s.name as student, s.enrollment_id, h.name as hostel, r.number as room,
                       m.name as roommate, m.enrollment_id as roommate_id, q.roommate_response, q.decided_at, q.decision_reason
                  from room_requests q join users s on s.id = q.student_id left join users m on m.id = q.roommate_id
                  join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id
                 where true ${clause()} {after} order by q.created_at, q.id limit ?`,
          params,
          after: '(q.created_at, q.id) > (?::timestamptz, ?)',
          keyOf: (r) => [r.created_at, r.id],
          toCells: (r) => [iso(r.created_at), r.status, r.student, r.enrollment_id, r.hostel, r.room, r.roommate ?? '', r.roommate_id ?? '', r.roommate_response ?? '', iso(r.decided_at), r.decision_reason ?? ''],
        };
      }
      case 'outpasses': {
        status('p.status', Object.values(RequestStatus));
        hostel('h.name');
        scoped('p.hostel_id');
        return {
          sql: `select p.id, p.created_at, p.status, s.name as student, p.roll_no, h.name as hostel, p.destination, p.date_of_arrival, p.out_time,
                       p.reason, p.responsibility, p.decided_at, p.decision_reason
                  from outpasses p join users s on s.id = p.student_id left join hostels h on h.id = p.hostel_id
                 where true ${clause()} {after} order by p.created_at, p.id limit ?`,
          params,
          after: '(p.created_at, p.id) > (?::timestamptz, ?)',
          keyOf: (r) => [r.created_at, r.id],
          toCells: (r) => [iso(r.created_at), r.status, r.student, r.roll_no, r.hostel ?? '', r.destination, r.date_of_arrival, r.out_time, r.reason, r.responsibility, iso(r.decided_at), r.decision_reason ?? ''],
        };
      }
    }
  }
}

/** A stamp as the office reads it: `2026-11-28T18:00:00+05:30` (the driver hands timestamps over as Date or text). */
const iso = (value: unknown): string => (value ? officeIso(new Date(value as string)) : '');

const COLUMNS: Record<ExportKind, string[]> = {
  students: ['Name', 'Enrollment ID', 'Email', 'Gender', 'Phone', 'Hostel', 'Room', 'Bed', 'Account'],
  occupancy: ['Hostel', 'Room', 'Floor', 'Type', 'Capacity', 'Taken beds', 'Free beds', 'Occupants'],
  'room-requests': ['Requested at', 'Status', 'Student', 'Enrollment ID', 'Hostel', 'Room', 'Roommate', 'Roommate enrollment ID', 'Roommate response', 'Decided at', 'Reason'],
  outpasses: ['Requested at', 'Status', 'Student', 'Roll number', 'Hostel', 'Where', 'Date of arrival', 'Out time', 'Reason', 'Responsibility', 'Decided at', 'Decision reason'],
};
