import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { readWithRetry } from '../../core/database-errors.js';
import { Role, STAFF_ROLES } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import type { ClassmateView } from './classmate.service.js';
import { SelectionClassmateType } from './classmate.type.js';
import type { GroupBookingView, MySelectionView, SelectionGroupView, SelectionNowView, SelectionPreviewView, SelectionProcessView } from './lottery.views.js';
import {
  GroupBookingType,
  GroupMemberInput,
  MySelectionType,
  SelectionGroupType,
  SelectionNowType,
  SelectionPreviewType,
  SelectionProcessInput,
  SelectionProcessType,
} from './lottery.type.js';

@Resolver()
export class LotteryResolver {
  @Authorized(...STAFF_ROLES)
  @Query(() => [SelectionProcessType], { description: 'Staff: every selection process, newest first' })
  selectionProcesses(@Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView[]> {
    return readWithRetry(() => services.lottery.list(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => SelectionProcessType, { nullable: true, description: 'Staff: one selection process' })
  selectionProcess(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView | null> {
    return readWithRetry(() => services.lottery.get(viewer, id));
  }

  @Authorized(Role.ADMIN)
  @Query(() => SelectionPreviewType, { description: 'Admin: how many would be drawn, how many slots, and when the last opens, before publishing' })
  previewSelectionProcess(@Arg('input', () => SelectionProcessInput) input: SelectionProcessInput, @Ctx() { services, viewer }: RequestContext): Promise<SelectionPreviewView> {
    return readWithRetry(() => services.lottery.preview(viewer, { ...input }));
  }

  @Authorized(Role.STUDENT)
  @Query(() => MySelectionType, { nullable: true, description: "Student: their lottery number, slot and group in the published process of their hostels; null if none" })
  mySelection(@Ctx() { services, viewer }: RequestContext): Promise<MySelectionView | null> {
    return readWithRetry(() => services.selectionReads.mine(viewer));
  }

  @Authorized()
  @Query(() => [SelectionNowType], { description: "Published processes (a student's: of their gender's hostels) and which slots choose now" })
  selectionNow(@Ctx() { services, viewer }: RequestContext): Promise<SelectionNowView[]> {
    return readWithRetry(() => services.selectionReads.now(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin: a new selection process, as a draft; audited' })
  createSelectionProcess(@Arg('input', () => SelectionProcessInput) input: SelectionProcessInput, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView> {
    return services.lottery.create(viewer, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin: changes a draft; audited' })
  updateSelectionProcess(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SelectionProcessInput) input: SelectionProcessInput,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SelectionProcessView> {
    return services.lottery.update(viewer, id, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: 'Admin: deletes a draft; audited' })
  deleteSelectionProcess(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.lottery.remove(viewer, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin: draws the lottery (seeded, recorded), gives every entrant a slot, mails them; from now the process governs its hostels' })
  publishSelectionProcess(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView> {
    return services.lottery.publish(viewer, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin, once the process closed: queues the assignment of those who chose nothing (status ASSIGNING)' })
  runSelectionAssignment(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView> {
    return services.assignment.run(viewer, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin, before publishing it: removes every placement of the assignment (status PUBLISHED again); audited' })
  undoSelectionAssignment(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView> {
    return services.assignment.undo(viewer, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: 'Admin: tells every entrant placed or left without a bed, by mail (status DONE); audited' })
  publishSelectionAssignment(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionProcessView> {
    return services.assignment.publish(viewer, id);
  }

  @Authorized(Role.STUDENT)
  @Query(() => SelectionClassmateType, {
    description: "Student: the name of a student drawn in their process, of their gender, by enrollment ID, to confirm whom a group names; any other ID is refused in one sentence; rate-limited",
  })
  selectionClassmate(@Arg('enrollmentId', () => String) enrollmentId: string, @Ctx() { services, viewer }: RequestContext): Promise<ClassmateView> {
    return services.classmates.find(viewer, enrollmentId);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => SelectionGroupType, { description: 'Student: forms a roommate group with these students, who are asked to accept; the caller leads it' })
  formSelectionGroup(@Arg('members', () => [GroupMemberInput]) members: GroupMemberInput[], @Ctx() { services, viewer }: RequestContext): Promise<SelectionGroupView> {
    return services.groups.form(viewer, members.map((m) => ({ ...m })));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => MySelectionType, { description: "Student: accepts or declines an invitation to another student's group" })
  answerSelectionGroupInvitation(
    @Arg('groupId', () => ID) groupId: string,
    @Arg('accept', () => Boolean) accept: boolean,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<MySelectionView> {
    return services.groups.answer(viewer, groupId, accept);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => MySelectionType, { description: 'Student: leaves their group (its leader: disbands it)' })
  leaveSelectionGroup(@Ctx() { services, viewer }: RequestContext): Promise<MySelectionView> {
    return services.groups.leave(viewer);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => GroupBookingType, { description: "Group leader, in the group's slot: books one room whose free beds fit every member, in one transaction, or nothing" })
  bookRoomForGroup(@Arg('roomId', () => ID) roomId: string, @Ctx() { services, viewer }: RequestContext): Promise<GroupBookingView> {
    return services.groupBooking.book(viewer, roomId);
  }
}
