import { STAFF_ROLES } from '../../core/enums.js';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { OutpassView } from '../../core/views.js';
import { requireRole } from '../../core/viewer.js';
import type { OutpassHistory } from './outpass.service.js';
import { OutpassHistoryType, OutpassInput, OutpassType } from './outpass.type.js';
import { Decision, Role } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver(() => OutpassType)
export class OutpassResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => OutpassType, { description: 'Student: asks for an outpass' })
  applyOutpass(@Arg('input', () => OutpassInput) input: OutpassInput, @Ctx() { services, viewer }: RequestContext): Promise<OutpassView> {
    return services.outpasses.apply(viewer, input);
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
  @Mutation(() => OutpassType, { description: 'Staff (a warden: of their hostels): approves or rejects a pending outpass, with an optional reason' })
  decideOutpass(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => Decision) decision: Decision,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of already decided' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<OutpassView> {
    return services.outpasses.decide(viewer, id, decision, reason, idempotencyKey);
  }

  @Subscription(() => OutpassType, {
    description: "Student: their own outpasses as an admin decides them. Reconnecting clients re-query myOutpasses.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const student = requireRole(context.viewer, Role.STUDENT);
      return context.bus.subscribe('OUTPASS_STATUS', student.userId);
    },
  })
  myOutpassUpdates(@Root() outpass: OutpassView): OutpassView {
    return outpass;
  }
}
