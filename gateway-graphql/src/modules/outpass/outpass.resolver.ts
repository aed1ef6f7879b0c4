import { STAFF_ROLES } from '../../core/enums.js';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { filter } from '@graphql-yoga/subscription';
import type { RequestContext } from '../../core/request-context.js';
import type { OutpassView } from '../../core/views.js';
import type { GuardianRequestView } from './outpass.views.js';
import { inScope, requireRole, requireStaff } from '../../core/viewer.js';
import type { OutpassHistory } from './outpass.service.js';
import { GuardianRequestType, OutpassHistoryType, OutpassInput, OutpassType } from './outpass.type.js';
import { Decision, RequestStatus, Role } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';
import { requireRejectionReason } from '../../core/rejection-reason.js';

@Resolver(() => OutpassType)
export class OutpassResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => OutpassType, { description: "Student: asks for an outpass (the guardian is asked first where the hostel requires it)" })
  applyOutpass(@Arg('input', () => OutpassInput) input: OutpassInput, @Ctx() { services, viewer }: RequestContext): Promise<OutpassView> {
    return services.outpasses.apply(viewer, input);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => OutpassType, { description: 'Student: cancels their own outpass before leaving (Pending or Approved); its gate pass stops working' })
  cancelOutpass(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<OutpassView> {
    return services.outpasses.cancel(viewer, id);
  }

  @Authorized()
  @Query(() => OutpassHistoryType, { description: "The caller's own outpasses, newest first, with statistics" })
  myOutpasses(@Ctx() { services, viewer }: RequestContext): Promise<OutpassHistory> {
    return readWithRetry(() => services.outpasses.mine(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [OutpassType], { description: 'Staff: pending outpasses of their hostels, oldest first' })
  pendingOutpasses(@Ctx() { services, viewer }: RequestContext): Promise<OutpassView[]> {
    return readWithRetry(() => services.outpasses.pending(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [OutpassType], { description: 'Staff: outpasses of their hostels in these states (Out and Overdue: who is away now), oldest first, at most 500' })
  outpassesByStatus(@Arg('statuses', () => [RequestStatus]) statuses: RequestStatus[], @Ctx() { services, viewer }: RequestContext): Promise<OutpassView[]> {
    return readWithRetry(() => services.outpasses.withStatus(viewer, statuses));
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => OutpassType, { description: 'Staff (a warden: of their hostels): approves or rejects a pending outpass; a rejection needs a reason, which the student is told' })
  decideOutpass(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => Decision) decision: Decision,
    @Arg('reason', () => String, { nullable: true, description: 'Why: required to reject (the student reads it), optional to approve' }) reason: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of already decided' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<OutpassView> {
    requireRejectionReason(decision, reason);
    return services.outpasses.decide(viewer, id, decision, reason, idempotencyKey);
  }

  @Query(() => GuardianRequestType, { description: "A guardian's one-time link (no login): the outpass their student asks for" })
  guardianRequest(@Arg('token', () => String) token: string, @Ctx() { services }: RequestContext): Promise<GuardianRequestView> {
    return services.guardian.request(token);
  }

  @Mutation(() => Boolean, { description: "A guardian's answer through their one-time link (no login); the link stops working" })
  async answerGuardianRequest(@Arg('token', () => String) token: string, @Arg('consent', () => Boolean) consent: boolean, @Ctx() { services }: RequestContext): Promise<boolean> {
    await services.guardian.answer(token, consent);
    return true;
  }

  @Subscription(() => OutpassType, {
    description: 'Student: their own outpasses as they change (decided, out, returned, overdue). Reconnecting clients re-query myOutpasses.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const student = requireRole(context.viewer, Role.STUDENT);
      return context.bus.subscribe('OUTPASS_STATUS', student.userId);
    },
  })
  myOutpassUpdates(@Root() outpass: OutpassView): OutpassView {
    return outpass;
  }

  @Subscription(() => OutpassType, {
    description: 'Staff (a warden: of their hostels): any outpass as it changes. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const staff = requireStaff(context.viewer);
      return filter((o: OutpassView & { hostelId: string | null }) => inScope(staff, o.hostelId))(context.bus.subscribe('OUTPASSES'));
    },
  })
  outpassChanged(@Root() outpass: OutpassView): OutpassView {
    return outpass;
  }
}
