import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { ActivityView, AdminCounts, AdminFeedEvent } from '../../core/views.js';
import { requireRole } from '../../core/viewer.js';
import { ActivityType, AdminCountsType, AdminFeedEventType } from './activity.type.js';
import { Role } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver()
export class ActivityResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [ActivityType], { description: 'Admin: recent activity, newest first' })
  recentActivity(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() { services, viewer }: RequestContext): Promise<ActivityView[]> {
    return readWithRetry(() => services.activity.recent(viewer, limit));
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminCountsType, { description: 'Admin: total students, pending outpasses, pending room requests' })
  adminCounts(@Ctx() { services, viewer }: RequestContext): Promise<AdminCounts> {
    return readWithRetry(() => services.activity.counts(viewer));
  }

  @Subscription(() => AdminFeedEventType, {
    description: 'Admin: activities as they are created and resolved, with the counts. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      requireRole(context.viewer, Role.ADMIN);
      return context.bus.subscribe('ADMIN_FEED');
    },
  })
  adminFeed(@Root() event: AdminFeedEvent): AdminFeedEvent {
    return event;
  }
}
