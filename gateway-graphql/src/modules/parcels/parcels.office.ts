import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, NotificationKind, ParcelStatus, Role } from '../../core/enums.js';
import { User } from '../user/index.js';
import { returnableFrom } from './parcels.rules.js';
import { announce, describe, lockParcel, returnDays, tell, toParcelView, type ParcelDeps } from './parcels.shared.js';
import { returnDaysInput } from './parcels.validate.js';
import type { ParcelSettingsView, ParcelView } from './parcels.views.js';

/** Returning parcels to sender, and the office's setting of when the desk may. */
export class ParcelOffice {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: ParcelDeps,
  ) {}

  /** The desk returns a waiting parcel to sender, not before the office's period has passed since it arrived. */
  async returnToSender(viewer: Viewer | null, id: string): Promise<ParcelView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const now = this.deps.clock();
    const { parcel, notifications, days } = await this.em.transactional(async (em) => {
      const parcel = await lockParcel(em, desk, id);
      if (parcel.status !== ParcelStatus.WAITING) throw new AppError('CONFLICT', `This parcel was ${parcel.status === ParcelStatus.COLLECTED ? 'collected' : 'returned to sender'} already.`);
      const days = await returnDays(em);
      const from = returnableFrom(parcel.loggedAt, days);
      if (now < from) throw new AppError('CONFLICT', `A parcel may be returned to sender ${days} days after it arrived: this one from ${from.toISOString()}.`);
      Object.assign(parcel, { status: ParcelStatus.RETURNED, returnedAt: now, returnedBy: em.getReference(User, desk.userId) });
      await em.flush();
      await em.populate(parcel, ['returnedBy']);
      await this.deps.audit.record(em, desk, {
        action: 'parcel.returned',
        objectType: 'parcel',
        objectId: parcel.id,
        studentId: parcel.student.id,
        hostelId: parcel.hostel.id,
        before: { status: ParcelStatus.WAITING },
        after: { status: ParcelStatus.RETURNED, afterDays: days },
      });
      const notifications = await tell(em, this.deps, parcel, NotificationKind.PARCEL_RETURNED, 'Parcel returned to sender', `Your ${describe(parcel)} was not collected in ${days} days and has been returned to sender.`);
      return { parcel, notifications, days };
    });
    announce(this.deps, parcel, notifications);
    return toParcelView(parcel, days);
  }

  /** The desk and the office read the setting. */
  async settings(viewer: Viewer | null): Promise<ParcelSettingsView> {
    requireRole(viewer, ...FRONT_DESK_ROLES);
    return { returnAfterDays: await returnDays(this.em) };
  }

  /** Admin: days before a parcel may be returned to sender (1 to 90); audited when it changes. */
  async setReturnDays(viewer: Viewer | null, days: unknown): Promise<ParcelSettingsView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const input = parseInput(returnDaysInput, { days });
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ return_after_days: number }[]>('select return_after_days from parcel_settings where id = 1 for update');
      await em.execute(
        `insert into parcel_settings (id, return_after_days, updated_at) values (1, ?, now())
         on conflict (id) do update set return_after_days = excluded.return_after_days, updated_at = now()`,
        [input.days],
      );
      if (row?.return_after_days === input.days) return;
      await this.deps.audit.record(em, admin, {
        action: 'parcel.return_days_changed',
        objectType: 'parcel_settings',
        objectId: 'return_after_days',
        before: { returnAfterDays: row?.return_after_days ?? null },
        after: { returnAfterDays: input.days },
      });
    });
    return { returnAfterDays: input.days };
  }
}
