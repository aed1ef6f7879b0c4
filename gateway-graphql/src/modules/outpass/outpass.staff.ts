import type { EntityManager } from '@mikro-orm/postgresql';

/** Who is told of a hostel's overdue returns: its wardens, and every admin; active accounts only. */
export async function staffOfHostel(em: EntityManager, hostelId: string | null): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select u.id from users u
      where u.disabled_at is null and u.password_hash is not null
        and (u.role = 'admin' or (u.role = 'warden' and exists (select 1 from staff_hostels s where s.user_id = u.id and s.hostel_id = ?)))
      order by u.id`,
    [hostelId],
  );
  return rows.map((r) => r.id);
}
