import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/enums.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { isUuid, pgArray } from '../../core/validate.js';
import { classmatesOf, namesMatch, notAClassmate } from './classmate.service.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { assertTakingChoices, beds, entrantPlace, groupMembers, lockGroup, pendingGroupRequest, standingError, standings } from './group.rules.js';
import { groupOf, maxGroupSize } from './group.view.js';
import type { MySelectionView, SelectionGroupView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';
import type { SelectionReads } from './selection.reads.js';
import { GroupInviteStatus } from './selection-process.entity.js';

/**
 * Roommate groups in a selection process (docs/decisions/0136). A student drawn for a process
 * names the others (their names and enrollment IDs, as a roommate is named in a request); each
 * accepts or declines, as roommate consent works. The group then chooses in its earliest
 * member's slot (selection.rules.ts), and only its leader books: one room whose free beds fit
 * everyone, in one transaction, or nothing.
 *
 * Locks, always in this order so two of these never wait on each other in a circle: the window
 * table (a booking, REQUEST_LOCK: GroupBooking), the group's row, the students' rows (core/locks.ts), the
 * room's row. Every answer, leave and booking of a group takes its row first, so they are
 * judged one after another; forming takes the students' rows, as an answer does.
 */
export class GroupService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps & { reads: SelectionReads },
  ) {}

  /**
   * Forms a group in the caller's process, with the caller as its leader: each student named is
   * asked to accept. Everyone must be drawn for the process, of one gender, in no group yet, and
   * hold no bed nor pending request; the group fits the largest room of the process's hostels.
   * A member is named by enrollment ID; a name given beside it is compared loosely
   * ({@link namesMatch}). An ID that is not a classmate's gets one sentence, whatever the reason
   * ({@link notAClassmate}): naming reveals no more than the look-up does.
   */
  async form(viewer: Viewer | null, members: { name?: string | null; enrollmentId: string }[]): Promise<SelectionGroupView> {
    const leader = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const named = members.map((m) => ({ name: (m.name ?? '').trim(), enrollmentId: m.enrollmentId.trim().toUpperCase() }));
    if (named.length === 0) throw membersError('Name at least one student to form a group with.');
    if (named.some((m) => !m.enrollmentId)) throw membersError("Give each member's enrollment ID.");
    if (new Set(named.map((m) => m.enrollmentId)).size !== named.length) throw membersError('Name each member once.');

    const place = await entrantPlace(this.em, leader.userId);
    if (!place) throw new AppError('BAD_USER_INPUT', 'You were not drawn for a room selection by lottery, so there is no group to form. Please contact the hostel office.');
    assertTakingChoices(place, now, 'groups can no longer be formed.');
    if (named.some((m) => m.enrollmentId === place.enrollment_id)) throw membersError('You lead the group: name only the others.');
    const max = await maxGroupSize(this.em, place.process_id, leader.gender);
    if (max < 2) throw membersError('Every room in this selection has one bed: there is no room for a group to share.');
    if (named.length > max - 1) throw membersError(`The largest room here has ${beds(max)}: name at most ${max - 1} other${max - 1 === 1 ? '' : 's'}.`);

    const found = await classmatesOf(this.em, place.process_id, leader.gender, named.map((m) => m.enrollmentId));
    const people = named.map((m) => {
      const user = found.find((u) => u.enrollment_id === m.enrollmentId);
      if (!user) throw membersError(notAClassmate(place.process_name, m.enrollmentId));
      if (m.name && !namesMatch(m.name, user.name)) throw membersError(`No student named ${m.name} has enrollment ID ${m.enrollmentId}.`);
      return user;
    });

    await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [leader.userId, ...people.map((p) => p.id)]);
      // Read again under the locks: an answer or another group may have placed someone meanwhile.
      const entrants = await em.execute<{ enrollment_id: string; group_id: string | null }[]>(
        'select enrollment_id, group_id from selection_entrants where process_id = ? and enrollment_id = any(?::text[])',
        [place.process_id, pgArray([place.enrollment_id, ...people.map((p) => p.enrollment_id)])],
      );
      const own = entrants.find((e) => e.enrollment_id === place.enrollment_id);
      if (own?.group_id) throw new AppError('CONFLICT', 'You are already in a roommate group: leave it first to form another.');
      const standing = await standings(em, [leader.userId, ...people.map((p) => p.id)]);
      const mine = standingError(standing.get(leader.userId)!, true, 'a group is for choosing one together.');
      if (mine) throw mine;
      for (const person of people) {
        const entrant = entrants.find((e) => e.enrollment_id === person.enrollment_id);
        if (!entrant) throw membersError(`${person.name} was not drawn for ${place.process_name}: only students drawn for it can join your group.`);
        if (entrant.group_id) throw new AppError('CONFLICT', `${person.name} is already in a roommate group.`, [{ field: 'members', message: `${person.name} is in another group.` }]);
        const theirs = standingError(standing.get(person.id)!, false, 'they cannot join a group.');
        if (theirs) throw theirs;
      }
      const [group] = await em.execute<{ id: string }[]>('insert into selection_groups (process_id, leader_id, created_at) values (?, ?, ?) returning id', [place.process_id, leader.userId, now]);
      await em.execute('update selection_entrants set group_id = ? where process_id = ? and enrollment_id = ?', [group!.id, place.process_id, place.enrollment_id]);
      await em.execute(
        "insert into selection_group_invites (group_id, student_id, status, created_at) select ?, unnest(?::uuid[]), 'Pending', ?",
        [group!.id, pgArray(people.map((p) => p.id)), now],
      );
      // Leading a group of their own is their answer to the groups that asked them.
      await declineOtherInvitations(em, place.process_id, leader.userId, group!.id, now);
      await this.deps.audit.record(em, leader, {
        action: 'selection_group.formed',
        objectType: 'selection_group',
        objectId: group!.id,
        studentId: leader.userId,
        after: { process: place.process_name, invited: people.map((p) => `${p.name} (${p.enrollment_id})`) },
      });
    });
    this.deps.publisher.selectionPlaces([leader.userId]);
    const group = await groupOf(this.em, place.process_id, leader.userId);
    if (!group) throw notFound('Roommate group'); // disbanded the moment it was formed (a second tab)
    return group;
  }

  /**
   * The invitee's answer. Accepting joins the group (and declines their other invitations in the
   * process); refused when they are in another group already, hold a bed or a pending request,
   * the group is full, or it has booked its room.
   */
  async answer(viewer: Viewer | null, groupId: string, accept: boolean): Promise<MySelectionView> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    if (!isUuid(groupId)) throw notFound('Group invitation');
    // Joining moves everyone's slot to the group's earliest: each member's standing changes.
    const moved = await this.em.transactional(async (em) => {
      const group = await lockGroup(em, groupId);
      if (!group) throw notFound('Group invitation');
      await lockRows(em, 'users', [group.leader_id, student.userId]);
      const [invite] = await em.execute<{ status: GroupInviteStatus }[]>('select status from selection_group_invites where group_id = ? and student_id = ?', [groupId, student.userId]);
      if (!invite) throw notFound('Group invitation');
      const standing = await standings(em, [student.userId, group.leader_id]);
      // Said first: a booking lapses the invitations no one answered, which were not declined by them.
      if (standing.get(group.leader_id)!.bed) throw new AppError('CONFLICT', `${group.leader_name}'s group has already booked its room.`);
      if (invite.status !== GroupInviteStatus.PENDING) throw new AppError('CONFLICT', `You have already ${invite.status === GroupInviteStatus.ACCEPTED ? 'accepted' : 'declined'} this invitation.`);
      assertTakingChoices(group, now, 'groups can no longer change.');
      const answered = accept ? GroupInviteStatus.ACCEPTED : GroupInviteStatus.DECLINED;
      if (accept) {
        const [own] = await em.execute<{ group_id: string | null }[]>(
          'select group_id from selection_entrants where process_id = ? and enrollment_id = (select enrollment_id from users where id = ?)',
          [group.process_id, student.userId],
        );
        if (!own) throw new AppError('CONFLICT', `You were not drawn for ${group.process_name}, so you cannot join a group in it.`);
        if (own.group_id) throw new AppError('CONFLICT', 'You are already in a roommate group: leave it first to join another.');
        const mine = standingError(standing.get(student.userId)!, true, 'you cannot join a group.');
        if (mine) throw mine;
        const asked = await pendingGroupRequest(em, group.leader_id);
        if (asked !== null) throw new AppError('CONFLICT', `${group.leader_name}'s group has asked for room ${asked} and waits for the warden: it takes no one new until then.`);
        const [size] = await em.execute<{ n: number }[]>('select count(*)::int as n from selection_entrants where group_id = ?', [groupId]);
        const max = await maxGroupSize(em, group.process_id, student.gender);
        if (size!.n + 1 > max) throw new AppError('CONFLICT', `${group.leader_name}'s group is full: the largest room here has ${beds(max)}.`);
        await em.execute('update selection_entrants set group_id = ? where process_id = ? and enrollment_id = (select enrollment_id from users where id = ?)', [groupId, group.process_id, student.userId]);
        await declineOtherInvitations(em, group.process_id, student.userId, groupId, now);
      }
      const members = accept ? await groupMembers(em, group) : [];
      await em.execute('update selection_group_invites set status = ?, answered_at = ? where group_id = ? and student_id = ?', [answered, now, groupId, student.userId]);
      await this.deps.audit.record(em, student, {
        action: accept ? 'selection_group.joined' : 'selection_group.declined',
        objectType: 'selection_group',
        objectId: groupId,
        studentId: student.userId,
        before: { status: GroupInviteStatus.PENDING },
        after: { status: answered, leader: group.leader_name },
      });
      return members.map((m) => m.id);
    });
    this.deps.publisher.selectionPlaces(moved);
    return this.mine(student);
  }

  /**
   * A member leaves their group; its leader disbands it (everyone is alone again, the
   * invitations go with it). Refused once the group booked its room: the office moves people then.
   */
  async leave(viewer: Viewer | null): Promise<MySelectionView> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const place = await entrantPlace(this.em, student.userId);
    if (!place?.group_id) throw new AppError('BAD_USER_INPUT', 'You are not in a roommate group.');
    // Leaving (or disbanding) moves slots back: every member's standing changes.
    const moved = await this.em.transactional(async (em) => {
      const group = await lockGroup(em, place.group_id!);
      // Under the group's lock: its leader may have disbanded it, or this student left it, a moment ago.
      const [own] = await em.execute<{ group_id: string | null }[]>('select group_id from selection_entrants where process_id = ? and enrollment_id = ?', [place.process_id, place.enrollment_id]);
      if (!group || own?.group_id !== group.id) throw new AppError('BAD_USER_INPUT', 'You are not in a roommate group.');
      assertTakingChoices(group, now, 'groups can no longer change.');
      const members = await groupMembers(em, group);
      await lockRows(em, 'users', group.leader_id === student.userId ? members.map((m) => m.id) : [group.leader_id, student.userId]);
      const [booked] = await em.execute<{ number: number }[]>('select r.number from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = ?', [group.leader_id]);
      if (booked) throw new AppError('CONFLICT', `Your group has already booked room ${booked.number}: ask the hostel office to move you.`);
      const asked = await pendingGroupRequest(em, group.leader_id);
      if (asked !== null) throw new AppError('CONFLICT', `Your group has asked for room ${asked}: cancel that request first (any of you can), then leave.`);
      const names = members.map((m) => `${m.name} (${m.enrollment_id})`);
      if (group.leader_id === student.userId) {
        await em.execute('update selection_entrants set group_id = null where group_id = ?', [group.id]);
        await em.execute('delete from selection_groups where id = ?', [group.id]);
        await this.deps.audit.record(em, student, { action: 'selection_group.disbanded', objectType: 'selection_group', objectId: group.id, studentId: student.userId, before: { members: names } });
      } else {
        await em.execute('update selection_entrants set group_id = null where process_id = ? and enrollment_id = ?', [place.process_id, place.enrollment_id]);
        await em.execute("update selection_group_invites set status = 'Declined', answered_at = ? where group_id = ? and student_id = ?", [now, group.id, student.userId]);
        await this.deps.audit.record(em, student, {
          action: 'selection_group.left',
          objectType: 'selection_group',
          objectId: group.id,
          studentId: student.userId,
          before: { members: names },
          after: { members: names.filter((_, i) => members[i]!.id !== student.userId) },
        });
      }
      return members.map((m) => m.id);
    });
    this.deps.publisher.selectionPlaces(moved);
    return this.mine(student);
  }

  private async mine(student: Viewer): Promise<MySelectionView> {
    const view = await this.deps.reads.mine(student);
    if (!view) throw notFound('Selection');
    return view;
  }
}

const membersError = (message: string) => new AppError('BAD_USER_INPUT', message, [{ field: 'members', message }]);

/** The student's other invitations in the process, not yet answered, are declined: they chose a group. */
async function declineOtherInvitations(em: EntityManager, processId: string, studentId: string, chosen: string, now: Date): Promise<void> {
  await em.execute(
    `update selection_group_invites i set status = 'Declined', answered_at = ? from selection_groups g
      where g.id = i.group_id and g.process_id = ? and i.student_id = ? and i.status = 'Pending' and i.group_id <> ?`,
    [now, processId, studentId, chosen],
  );
}
