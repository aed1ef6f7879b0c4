import type { EntityManager } from '@mikro-orm/postgresql';

/** A roommate group of a selection process, under its row lock. */
export interface LockedGroup {
  id: string;
  leaderId: string;
  leaderName: string;
  /** The leader and everyone who accepted, the leader first. */
  members: { id: string; name: string; enrollment_id: string }[];
}

/** The roommate group a student is in, in the selection process that governs a hostel (read, not locked); null when none. */
export async function groupIn(em: EntityManager, studentId: string, hostelId: string): Promise<{ id: string; leaderId: string; leaderName: string } | null> {
  const [found] = await em.execute<{ id: string; leader_id: string; leader_name: string }[]>(
    `select g.id, g.leader_id, u.name as leader_name from selection_process_hostels ph
       join selection_processes p on p.id = ph.process_id and p.status in ('Published', 'Assigning', 'Assigned')
       join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
       join selection_groups g on g.id = e.group_id join users u on u.id = g.leader_id
      where ph.hostel_id = ? limit 1`,
    [studentId, hostelId],
  );
  return found ? { id: found.id, leaderId: found.leader_id, leaderName: found.leader_name } : null;
}

/**
 * The roommate group a student is in, in the selection process that governs a hostel, with its
 * row locked (every change of a group takes it first, lottery/group.service.ts) and its members
 * read under the lock; null when they are in none (or left it a moment ago).
 */
export async function lockGroupIn(em: EntityManager, studentId: string, hostelId: string): Promise<LockedGroup | null> {
  const found = await groupIn(em, studentId, hostelId);
  if (!found) return null;
  const [group] = await em.execute<{ id: string; process_id: string; leader_id: string; leader_name: string }[]>(
    'select g.id, g.process_id, g.leader_id, u.name as leader_name from selection_groups g join users u on u.id = g.leader_id where g.id = ? for update of g',
    [found.id],
  );
  if (!group) return null;
  const members = await em.execute<{ id: string; name: string; enrollment_id: string }[]>(
    `select u.id, u.name, u.enrollment_id from selection_entrants e join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
      where e.process_id = ? and e.group_id = ? order by u.id = ? desc, u.name`,
    [group.process_id, group.id, group.leader_id],
  );
  if (!members.some((m) => m.id === studentId)) return null;
  return { id: group.id, leaderId: group.leader_id, leaderName: group.leader_name, members };
}

/** The group's invitations no one answered lapse: it chose its room as it stands. */
export async function lapseGroupInvitations(em: EntityManager, groupId: string, now: Date): Promise<void> {
  await em.execute("update selection_group_invites set status = 'Declined', answered_at = ? where group_id = ? and status = 'Pending'", [now, groupId]);
}
