import type { EntityManager } from '@mikro-orm/postgresql';

type Lockable = 'users' | 'rooms' | 'room_requests' | 'outpasses';

/**
 * Row locks inside the caller's transaction, always taken in one order (students, then rooms;
 * several rows of a table by id) so two transactions never wait on each other in a circle.
 * Students are locked `for no key update`: it serialises their bookings without blocking
 * foreign-key checks, such as a login inserting a session for them.
 * Returns the ids that exist.
 */
export async function lockRows(em: EntityManager, table: Lockable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const sorted = [...new Set(ids)].sort();
  const mode = table === 'users' ? 'for no key update' : 'for update';
  const rows = await em.execute<{ id: string }[]>(
    `select id from ${table} where id in (${sorted.map(() => '?').join(', ')}) order by id ${mode}`,
    sorted,
  );
  return new Set(rows.map((r) => r.id));
}
