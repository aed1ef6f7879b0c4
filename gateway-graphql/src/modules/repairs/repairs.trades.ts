import type { EntityManager } from '@mikro-orm/postgresql';
import type { Trade } from '../../core/enums.js';
import { MaintenanceStaff } from './maintenance-staff.entity.js';

/** Records (or changes) a maintenance person's trade, inside the caller's transaction (the staff module's invitation). */
export async function setTrade(em: EntityManager, userId: string, trade: Trade): Promise<void> {
  await em.upsert(MaintenanceStaff, { user: userId, trade });
}

/** Forgets a trade: the person is no longer maintenance staff (the staff module's role change). */
export async function clearTrade(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(MaintenanceStaff, { user: userId });
}

/** Each maintenance person's trade, by user id. */
export async function tradesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Trade>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.find(MaintenanceStaff, { user: { $in: [...userIds] } });
  return new Map(rows.map((r) => [r.user.id, r.trade]));
}
