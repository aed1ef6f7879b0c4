import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { readWithRetry } from '../../core/database-errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { NotificationView } from '../../core/views.js';
import type { NotificationPage } from './notification.service.js';
import { NotificationPageType, NotificationType } from './notification.type.js';

@Resolver(() => NotificationType)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationPageType, { description: "The caller's notifications, newest first, and how many are unread" })
  myNotifications(@Arg('first', () => Int, { nullable: true }) first: number | null, @Ctx() { services, viewer }: RequestContext): Promise<NotificationPage> {
    return readWithRetry(() => services.notifications.mine(viewer, first ?? undefined));
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks the caller\'s notifications read (these ids, or all when none are given); returns how many stay unread' })
  markNotificationsRead(@Arg('ids', () => [ID], { nullable: true }) ids: string[] | null, @Ctx() { services, viewer }: RequestContext): Promise<number> {
    return services.notifications.markRead(viewer, ids);
  }

  @Subscription(() => NotificationType, {
    description: 'The caller\'s new notifications, live. Reconnecting clients re-query myNotifications.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => context.bus.subscribe('NOTIFICATIONS', requireViewer(context.viewer).userId),
  })
  notificationAdded(@Root() notification: NotificationView): NotificationView {
    return notification;
  }
}
