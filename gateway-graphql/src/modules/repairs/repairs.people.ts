import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import { RepairPriority, Role, type Trade } from '../../core/enums.js';
import type { AuditLog } from '../audit/index.js';
import { RepairPriorityTime } from './maintenance-staff.entity.js';
import { priorityField, tradeField } from './repairs.validate.js';

/** A maintenance person the office may assign, with how many open jobs they hold. */
export interface MaintenancePersonView {
  id: string;
  name: string;
  trade: Trade;
  openJobs: number;
}

/** The office's time to fix one priority. */
export interface RepairPriorityTimeView {
  priority: RepairPriority;
  hours: number;
}

const ORDER = [RepairPriority.URGENT, RepairPriority.HIGH, RepairPriority.NORMAL, RepairPriority.LOW];
const timeInput = z.object({
  priority: priorityField('Priority'),
  hours: z.number({ error: 'Hours must be a number.' }).int('Hours must be a whole number.').min(1, 'Hours must be 1 to 2160 (90 days).').max(2160, 'Hours must be 1 to 2160 (90 days).'),
});

/** Who can be assigned, and the office's times to fix: what the triage screen offers. */
export class RepairPeople {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { clock: Clock; audit: AuditLog },
  ) {}

  /** Active maintenance people (of one trade, if asked), fewest open jobs first. */
  async maintenance(viewer: Viewer | null, trade?: unknown): Promise<MaintenancePersonView[]> {
    requireStaff(viewer);
    const { trade: wanted } = parseInput(z.object({ trade: tradeField.optional() }), { trade: trade ?? undefined });
    const rows = await this.em.execute<{ id: string; name: string; trade: Trade; open_jobs: number }[]>(
      `select u.id, u.name, m.trade, (select count(*)::int from repair_jobs j where j.assignee_id = u.id and j.status in ('assigned', 'in_progress')) as open_jobs
         from maintenance_staff m join users u on u.id = m.user_id
        where u.role = 'maintenance' and u.disabled_at is null ${wanted ? 'and m.trade = ?' : ''}
        order by open_jobs, u.name`,
      wanted ? [wanted] : [],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, trade: r.trade, openJobs: r.open_jobs }));
  }

  /** The time to fix each priority, most urgent first. */
  async times(viewer: Viewer | null): Promise<RepairPriorityTimeView[]> {
    requireStaff(viewer);
    const rows = await this.em.find(RepairPriorityTime, {});
    return ORDER.map((priority) => ({ priority, hours: rows.find((r) => r.priority === priority)?.hours ?? 0 }));
  }

  /** Admin: sets one priority's time to fix (jobs prioritised later get it; set due times stay). */
  async setTime(viewer: Viewer | null, priority: unknown, hours: unknown): Promise<RepairPriorityTimeView[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    const wanted = parseInput(timeInput, { priority, hours });
    await this.em.transactional(async (em) => {
      const [before] = await em.execute<{ hours: number }[]>('select hours from repair_priority_times where priority = ? for update', [wanted.priority]);
      await em.execute('insert into repair_priority_times (priority, hours) values (?, ?) on conflict (priority) do update set hours = excluded.hours', [wanted.priority, wanted.hours]);
      await this.deps.audit.record(em, admin, {
        action: 'repair.priority_time_set',
        objectType: 'campus_settings',
        objectId: 'repair_priority_times',
        before: { priority: wanted.priority, hours: before?.hours ?? null },
        after: { priority: wanted.priority, hours: wanted.hours },
      });
    });
    return this.times(admin);
  }
}
