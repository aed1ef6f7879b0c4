import { pgArray } from '../../core/validate.js';
import { OFFICE_TIME_ZONE, officeDay } from '../../core/clock.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityView, AdminCounts } from '../../core/views.js';
import type { DailyCountView } from './activity.views.js';
import { hostelScope, requireStaff, type Viewer } from '../../core/viewer.js';
import { Activity } from './activity.entity.js';

export const toActivityView = (a: Activity): ActivityView => ({
  id: a.id,
  type: a.type,
  description: a.description,
  timestamp: a.timestamp.toISOString(),
  resolved: a.resolved,
  outpassId: a.outpass?.id ?? null,
  roomRequestId: a.roomRequest?.id ?? null,
  hostelId: a.hostel?.id ?? null,
});

/**
 * Counts for the staff dashboard, in one round trip. `scope` null: every hostel (students are
 * all enrolled students); a warden's hostels: the students holding a bed there, and the pending
 * outpasses and requests of those hostels.
 */
export async function adminCounts(em: EntityManager, scope: readonly string[] | null = null): Promise<AdminCounts> {
  const [row] = await em.execute<{ students: number; outpasses: number; requests: number; overdue: number }[]>(
    scope === null
      ? `select (select count(*)::int from users where role = 'student') as students,
            (select count(*)::int from outpasses where status = 'Pending') as outpasses,
            (select count(*)::int from room_requests where status = 'Pending' and lead_request_id is null) as requests,
            (select count(*)::int from outpasses where status = 'Overdue') as overdue`
      : `select (select count(o.student_id)::int from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = any(?::uuid[])) as students,
            (select count(*)::int from outpasses where status = 'Pending' and hostel_id = any(?::uuid[])) as outpasses,
            (select count(*)::int from room_requests q join rooms r on r.id = q.room_id where q.status = 'Pending' and q.lead_request_id is null and r.hostel_id = any(?::uuid[])) as requests,
            (select count(*)::int from outpasses where status = 'Overdue' and hostel_id = any(?::uuid[])) as overdue`,
    scope === null ? [] : [pgArray(scope), pgArray(scope), pgArray(scope), pgArray(scope)],
  );
  return { totalStudents: row!.students, pendingOutpasses: row!.outpasses, pendingRoomRequests: row!.requests, overdueOutpasses: row!.overdue };
}

/** The admin's Recent Activity and counts. Activities are written by the outpass and booking services. */
export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; a warden's, of their hostels only. */
  async recent(viewer: Viewer | null, limit = 50): Promise<ActivityView[]> {
    const scope = hostelScope(requireStaff(viewer));
    const rows = await this.em.find(Activity, scope ? { hostel: { $in: [...scope] } } : {}, { orderBy: { timestamp: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 200) });
    return rows.map(toActivityView);
  }

  /**
   * Room requests and outpasses asked each day on the office's calendar (as the screens show
   * times), the last `days` days including the office's today, zeros included, for the
   * dashboard's chart; a warden's, of their hostels.
   */
  async daily(viewer: Viewer | null, days = 14, today: Date = new Date()): Promise<DailyCountView[]> {
    const scope = hostelScope(requireStaff(viewer));
    const span = Math.min(Math.max(Math.trunc(days), 1), 90);
    const where = (column: string) => (scope ? `and ${column} = any(?::uuid[])` : '');
    // Each day from the office's midnight to the next (`starts`, `ends`).
    const rows = await this.em.execute<{ day: string; room_requests: number; outpasses: number }[]>(
      `with days as (select day, day::timestamp at time zone ? as starts, (day + 1)::timestamp at time zone ? as ends
                       from (select (?::date - g)::date as day from generate_series(0, ? - 1) g) d)
       select to_char(d.day, 'YYYY-MM-DD') as day,
              (select count(*)::int from room_requests q join rooms r on r.id = q.room_id
                where q.lead_request_id is null and q.created_at >= d.starts and q.created_at < d.ends ${where('r.hostel_id')}) as room_requests,
              (select count(*)::int from outpasses p where p.created_at >= d.starts and p.created_at < d.ends ${where('p.hostel_id')}) as outpasses
         from days d order by d.day`,
      [OFFICE_TIME_ZONE, OFFICE_TIME_ZONE, officeDay(today), span, ...(scope ? [pgArray(scope), pgArray(scope)] : [])],
    );
    return rows.map((r) => ({ day: r.day, roomRequests: r.room_requests, outpasses: r.outpasses }));
  }

  async counts(viewer: Viewer | null): Promise<AdminCounts> {
    return adminCounts(this.em, hostelScope(requireStaff(viewer)));
  }
}
