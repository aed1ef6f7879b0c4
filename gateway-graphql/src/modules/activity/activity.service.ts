import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityView, AdminCounts } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { Activity } from './activity.entity.js';
import { Role } from '../../core/enums.js';

export const toActivityView = (a: Activity): ActivityView => ({
  id: a.id,
  type: a.type,
  description: a.description,
  timestamp: a.timestamp.toISOString(),
  resolved: a.resolved,
  outpassId: a.outpass?.id ?? null,
  roomRequestId: a.roomRequest?.id ?? null,
});

/** Counts for the admin dashboard, in one round trip. */
export async function adminCounts(em: EntityManager): Promise<AdminCounts> {
  const [row] = await em.execute<{ students: number; outpasses: number; requests: number }[]>(
    `select (select count(*)::int from users where role = 'student') as students,
            (select count(*)::int from outpasses where status = 'Pending') as outpasses,
            (select count(*)::int from room_requests where status = 'Pending') as requests`,
  );
  return { totalStudents: row!.students, pendingOutpasses: row!.outpasses, pendingRoomRequests: row!.requests };
}

/** The admin's Recent Activity and counts. Activities are written by the outpass and booking services. */
export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  async recent(viewer: Viewer | null, limit = 50): Promise<ActivityView[]> {
    requireRole(viewer, Role.ADMIN);
    const rows = await this.em.find(Activity, {}, { orderBy: { timestamp: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 200) });
    return rows.map(toActivityView);
  }

  async counts(viewer: Viewer | null): Promise<AdminCounts> {
    requireRole(viewer, Role.ADMIN);
    return adminCounts(this.em);
  }
}
