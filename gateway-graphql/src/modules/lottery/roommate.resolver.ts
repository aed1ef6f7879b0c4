import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { readWithRetry } from '../../core/database-errors.js';
import { Role } from '../../core/enums.js';
import type { RequestContext } from '../../core/request-context.js';
import { SelectionGroupType, SelectionProcessType } from './lottery.type.js';
import type { RoommateProfileView, RoommateSuggestionView, SelectionGroupView, SelectionProcessView } from './lottery.views.js';
import { RoommateAnswerInput, RoommateProfileInput, RoommateProfileType, RoommateQuestionInput, RoommateSuggestionType } from './roommate.type.js';

/** Roommate matching by a questionnaire (docs/decisions/0145). */
@Resolver()
export class RoommateResolver {
  @Authorized(Role.ADMIN)
  @Mutation(() => SelectionProcessType, { description: "Admin: a draft process's roommate questionnaire; audited" })
  async setRoommateQuestionnaire(
    @Arg('processId', () => ID) processId: string,
    @Arg('questions', () => [RoommateQuestionInput]) questions: RoommateQuestionInput[],
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SelectionProcessView> {
    await services.roommates.setQuestionnaire(viewer, processId, { questions: questions.map((q) => ({ ...q })) });
    return (await services.lottery.get(viewer, processId))!;
  }

  @Authorized(Role.STUDENT)
  @Query(() => RoommateProfileType, { nullable: true, description: "Student: their process's roommate questionnaire and their answers; null if they were drawn for none" })
  myRoommateProfile(@Ctx() { services, viewer }: RequestContext): Promise<RoommateProfileView | null> {
    return readWithRetry(() => services.roommates.mine(viewer));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoommateProfileType, { description: 'Student, until their slot opens: their answers, whether others may find them, which answers others see' })
  saveRoommateProfile(@Arg('input', () => RoommateProfileInput) input: RoommateProfileInput, @Ctx() { services, viewer }: RequestContext): Promise<RoommateProfileView> {
    return services.roommates.save(viewer, { answers: input.answers.map((a) => ({ ...a })), discoverable: input.discoverable, shared: [...input.shared] });
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => Boolean, { description: 'Student, at any time: deletes their answers; false if there were none' })
  deleteRoommateProfile(@Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.roommates.remove(viewer);
  }

  @Authorized(Role.STUDENT)
  @Query(() => [RoommateSuggestionType], { description: 'Student: up to 20 suggested roommates, best match first; filters keep those who show that answer' })
  roommateSuggestions(
    @Arg('filters', () => [RoommateAnswerInput], { nullable: true }) filters: RoommateAnswerInput[] | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoommateSuggestionView[]> {
    return readWithRetry(() => services.roommates.suggestions(viewer, { filters: (filters ?? []).map((f) => ({ ...f })) }));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => SelectionGroupType, { description: 'Student: invites a suggested roommate into their group (forming one if they have none); they are asked to accept' })
  inviteSuggestedRoommate(@Arg('enrollmentId', () => String) enrollmentId: string, @Ctx() { services, viewer }: RequestContext): Promise<SelectionGroupView> {
    return services.groupInvites.inviteSuggested(viewer, enrollmentId);
  }
}
