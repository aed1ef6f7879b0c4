import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { adminCounts } from './activity.service.js';
import type { ActivityView, AdminCounts, AdminFeedEvent } from '../../core/views.js';
import type { DailyCountView } from './activity.views.js';
import { filter } from '@graphql-yoga/subscription';
import { hostelScope, inScope, requireStaff } from '../../core/viewer.js';
import { ActivityType, AdminCountsType, AdminFeedEventType, DailyCountType } from './activity.type.js';
import { STAFF_ROLES } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver()
export class ActivityResolver {
  @Authorized(...STAFF_ROLES)
  @Query(() => [ActivityType], { description: 'Staff: recent activity of their hostels, newest first' })
  recentActivity(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() { services, viewer }: RequestContext): Promise<ActivityView[]> {
    return readWithRetry(() => services.activity.recent(viewer, limit));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => AdminCountsType, { description: 'Staff: total students, pending outpasses, pending room requests (a warden: of their hostels)' })
  adminCounts(@Ctx() { services, viewer }: RequestContext): Promise<AdminCounts> {
    return readWithRetry(() => services.activity.counts(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [DailyCountType], { description: 'Staff: room requests and outpasses asked per day, oldest first (a warden: of their hostels)' })
  dailyCounts(@Arg('days', () => Int, { defaultValue: 14 }) days: number, @Ctx() { services, viewer }: RequestContext): Promise<DailyCountView[]> {
    return readWithRetry(() => services.activity.daily(viewer, days));
  }

  @Subscription(() => AdminFeedEventType, {
    description: 'Staff: activities as they are created and resolved, with the counts (a warden: of their hostels). Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const staff = requireStaff(context.viewer);
      const events = context.bus.subscribe('ADMIN_FEED');
      if (hostelScope(staff) === null) return events;
      return filter((event: AdminFeedEvent) => inScope(staff, event.activity.hostelId))(events);
    },
  })
  async adminFeed(@Root() event: AdminFeedEvent, @Ctx() { viewer, em }: RequestContext): Promise<AdminFeedEvent> {
    const scope = viewer ? hostelScope(viewer) : null;
    // The event carries every hostel's counts; a warden gets their own hostels' instead.
    return scope === null ? event : { ...event, counts: await adminCounts(em.fork(), scope) };
  }
}
