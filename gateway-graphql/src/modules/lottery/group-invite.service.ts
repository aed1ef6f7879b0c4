import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/enums.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { assertTakingChoices, beds, entrantPlace, lockGroup, standingError, standings } from './group.rules.js';
import type { GroupService } from './group.service.js';
import { groupOf, maxGroupSize } from './group.view.js';
import type { SelectionGroupView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';

/**
 * Inviting a suggested roommate (docs/decisions/0145) with one action: a student in no group
 * forms one with them (GroupService.form); a group's leader adds them to it. Either way the
 * invitee is asked and accepts or declines, as every group member does. Only students who let
 * others find them can be invited this way; anyone can still be named in a group by ID.
 */
export class GroupInvites {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<LotteryDeps, 'clock' | 'audit' | 'publisher'> & { groups: GroupService },
  ) {}

  async inviteSuggested(viewer: Viewer | null, enrollmentId: string): Promise<SelectionGroupView> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const place = await entrantPlace(this.em, student.userId);
    if (!place) throw new AppError('BAD_USER_INPUT', 'You were not drawn for a room selection by lottery, so there is no group to form. Please contact the hostel office.');
    assertTakingChoices(place, now, 'groups can no longer change.');
    const [person] = await this.em.execute<{ id: string; name: string; enrollment_id: string }[]>(
      `select u.id, u.name, u.enrollment_id from users u
         join roommate_profiles rp on rp.enrollment_id = u.enrollment_id and rp.process_id = ? and rp.discoverable
        where u.role = 'student' and u.enrollment_id = ? and u.gender = ? and u.id <> ?`,
      [place.process_id, enrollmentId.trim().toUpperCase(), student.gender, student.userId],
    );
    if (!person) throw new AppError('NOT_FOUND', 'That student is not among your suggested roommates any more.');
    if (!place.group_id) return this.deps.groups.form(student, [{ name: person.name, enrollmentId: person.enrollment_id }]);

    await this.em.transactional(async (em) => {
      const group = await lockGroup(em, place.group_id!);
      if (!group) throw new AppError('CONFLICT', 'Your group was disbanded a moment ago: invite them again to form a new one.');
      if (group.leader_id !== student.userId) throw new AppError('BAD_USER_INPUT', `Only your group's leader, ${group.leader_name}, can invite others.`);
      await lockRows(em, 'users', [student.userId, person.id]);
      const standing = await standings(em, [student.userId, person.id]);
      if (standing.get(student.userId)!.bed) throw new AppError('CONFLICT', 'Your group has already booked its room.');
      const [entrant] = await em.execute<{ group_id: string | null }[]>('select group_id from selection_entrants where process_id = ? and enrollment_id = ?', [place.process_id, person.enrollment_id]);
      if (!entrant) throw new AppError('NOT_FOUND', 'That student is not among your suggested roommates any more.');
      if (entrant.group_id) throw new AppError('CONFLICT', `${person.name} is already in a roommate group.`);
      const theirs = standingError(standing.get(person.id)!, false, 'they cannot join a group.');
      if (theirs) throw theirs;
      const [size] = await em.execute<{ n: number }[]>(
        "select (select count(*)::int from selection_entrants where group_id = ?) + (select count(*)::int from selection_group_invites where group_id = ? and status = 'Pending') as n",
        [group.id, group.id],
      );
      const max = await maxGroupSize(em, place.process_id, student.gender);
      if (size!.n + 1 > max) throw new AppError('CONFLICT', `Your group is full: the largest room here has ${beds(max)}, counting those already asked.`);
      const [asked] = await em.execute<{ status: string }[]>('select status from selection_group_invites where group_id = ? and student_id = ?', [group.id, person.id]);
      if (asked?.status === 'Pending') throw new AppError('CONFLICT', `${person.name} has already been asked.`);
      await em.execute(
        `insert into selection_group_invites (group_id, student_id, status, created_at) values (?, ?, 'Pending', ?)
         on conflict (group_id, student_id) do update set status = 'Pending', created_at = excluded.created_at, answered_at = null`,
        [group.id, person.id, now],
      );
      await this.deps.audit.record(em, student, {
        action: 'selection_group.invited',
        objectType: 'selection_group',
        objectId: group.id,
        studentId: student.userId,
        after: { invited: `${person.name} (${person.enrollment_id})`, from: 'suggested roommates' },
      });
    });
    this.deps.publisher.selectionPlaces([student.userId, person.id]);
    const group = await groupOf(this.em, place.process_id, student.userId);
    if (!group) throw notFound('Roommate group');
    return group;
  }
}
