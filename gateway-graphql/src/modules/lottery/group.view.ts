import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../../core/enums.js';
import type { GroupMemberView, SelectionGroupInvitationView, SelectionGroupView } from './lottery.views.js';
import { GroupInviteStatus } from './selection-process.entity.js';

/** The group a student leads or joined in a process, with its members and those still asked. */
export async function groupOf(em: EntityManager, processId: string, studentId: string): Promise<SelectionGroupView | null> {
  const [group] = await em.execute<{ id: string; leader_id: string }[]>(
    `select g.id, g.leader_id from selection_entrants e join selection_groups g on g.id = e.group_id
      where e.process_id = ? and e.enrollment_id = (select enrollment_id from users where id = ?)`,
    [processId, studentId],
  );
  if (!group) return null;
  const rows = await em.execute<{ id: string; name: string; enrollment_id: string; status: GroupInviteStatus; leader: boolean }[]>(
    `select u.id, u.name, u.enrollment_id, 'Accepted' as status, true as leader from users u where u.id = ?
     union all
     select u.id, u.name, u.enrollment_id, i.status, false from selection_group_invites i join users u on u.id = i.student_id
      where i.group_id = ? and i.status in ('Pending', 'Accepted')
     order by leader desc, name`,
    [group.leader_id, group.id],
  );
  const member = (r: (typeof rows)[number]): GroupMemberView => ({ id: r.id, name: r.name, enrollmentId: r.enrollment_id, status: r.status });
  return {
    id: group.id,
    leader: member(rows[0]!),
    members: rows.filter((r) => r.status === GroupInviteStatus.ACCEPTED).map(member),
    invited: rows.filter((r) => r.status === GroupInviteStatus.PENDING).map(member),
    isLeader: group.leader_id === studentId,
  };
}

/** Invitations to others' groups in a process that the student has not answered. */
export async function invitationsOf(em: EntityManager, processId: string, studentId: string): Promise<SelectionGroupInvitationView[]> {
  const rows = await em.execute<{ group_id: string; leader_name: string; leader_enrollment_id: string; members: number }[]>(
    `select g.id as group_id, u.name as leader_name, u.enrollment_id as leader_enrollment_id,
            (select count(*)::int from selection_entrants m where m.group_id = g.id) as members
       from selection_group_invites i join selection_groups g on g.id = i.group_id join users u on u.id = g.leader_id
      where i.student_id = ? and i.status = 'Pending' and g.process_id = ?
      order by i.created_at`,
    [studentId, processId],
  );
  return rows.map((r) => ({ groupId: r.group_id, leaderName: r.leader_name, leaderEnrollmentId: r.leader_enrollment_id, members: r.members }));
}

/** The largest room (in service, not retired) of this gender in the process's hostels: how big a group may be. */
export async function maxGroupSize(em: EntityManager, processId: string, gender: Gender | null): Promise<number> {
  const [row] = await em.execute<{ n: number | null }[]>(
    `select max(r.capacity)::int as n from selection_process_hostels ph join hostels h on h.id = ph.hostel_id join rooms r on r.hostel_id = h.id
      where ph.process_id = ? and h.gender::text = ? and r.in_service and r.retired_at is null`,
    [processId, gender],
  );
  return row?.n ?? 1;
}
