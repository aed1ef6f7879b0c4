import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationKind } from '../../core/enums.js';
import type { NotificationView } from '../../core/views.js';
import { Parcel } from './parcel.entity.js';
import { REMIND_AFTER_MS } from './parcels.rules.js';
import { announce, describe, PARCEL_POPULATE, tell, type ParcelDeps } from './parcels.shared.js';

/** How many parcels one sweep takes at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * The parcels' scheduled work, on the durable queue (bootstrap.ts): a student whose parcel has
 * waited 3 days is reminded, once a parcel. Rows another gateway's sweep holds are skipped.
 */
export class ParcelSweeps {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: ParcelDeps,
  ) {}

  /** Reminds the students of parcels waiting 3 days; returns how many. */
  async remind(): Promise<number> {
    const now = this.deps.clock();
    const told: { parcel: Parcel; notifications: NotificationView[] }[] = [];
    await this.em.transactional(async (em) => {
      const due = await em.execute<{ id: string }[]>(
        `select id from parcels where status = 'waiting' and reminded_at is null and logged_at < ? order by logged_at limit ? for update skip locked`,
        [new Date(now.getTime() - REMIND_AFTER_MS), BATCH],
      );
      if (due.length === 0) return;
      const parcels = await em.find(Parcel, { id: { $in: due.map((d) => d.id) } }, { refresh: true, populate: [...PARCEL_POPULATE] });
      for (const parcel of parcels) {
        parcel.remindedAt = now;
        await this.deps.audit.record(em, null, { action: 'parcel.reminded', objectType: 'parcel', objectId: parcel.id, studentId: parcel.student.id, hostelId: parcel.hostel.id });
        const title = `Reminder: a parcel waits for you at ${parcel.hostel.name}`;
        const body = `Your ${describe(parcel)} has waited 3 days.${parcel.perishable ? ' It is perishable.' : ''} Collect it with the code on My parcels.`;
        told.push({ parcel, notifications: await tell(em, this.deps, parcel, NotificationKind.PARCEL_REMINDER, title, body) });
      }
      await em.flush();
    });
    for (const { parcel, notifications } of told) announce(this.deps, parcel, notifications);
    return told.length;
  }
}
