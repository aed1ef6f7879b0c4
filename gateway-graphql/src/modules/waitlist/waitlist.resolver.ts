import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { filter } from '@graphql-yoga/subscription';
import type { RequestContext } from '../../core/request-context.js';
import { readWithRetry } from '../../core/database-errors.js';
import { RoomKind, Role, STAFF_ROLES } from '../../core/enums.js';
import { inScope, requireRole, requireStaff } from '../../core/viewer.js';
import { WaitlistPlaceType, WaitlistSignalType } from './waitlist.type.js';
import type { WaitlistPlaceView } from './waitlist.view.js';

@Resolver()
export class WaitlistResolver {
  @Authorized(Role.STUDENT)
  @Query(() => WaitlistPlaceType, { nullable: true, description: 'Student: their place in line (or the last one, to show how it ended); null if they never joined' })
  myWaitlist(@Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView | null> {
    return readWithRetry(() => services.waitlist.mine(viewer));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => WaitlistPlaceType, { description: 'Student: joins the line of a hostel with no free bed (of the room type, when one is given)' })
  joinWaitlist(
    @Arg('hostelId', () => ID) hostelId: string,
    @Arg('roomType', () => RoomKind, { nullable: true }) roomType: RoomKind | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WaitlistPlaceView> {
    return services.waitlist.join(viewer, hostelId, roomType);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => WaitlistPlaceType, { description: 'Student: leaves their line; a bed held for them passes to the next' })
  leaveWaitlist(@Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView> {
    return services.waitlist.leave(viewer);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => WaitlistPlaceType, { description: 'Student: takes the bed held for them (their place ends as Housed)' })
  acceptBedOffer(@Arg('offerId', () => ID) offerId: string, @Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView> {
    return services.waitlist.accept(viewer, offerId);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => WaitlistPlaceType, { description: 'Student: declines the bed held for them; it passes to the next in line and their place ends' })
  declineBedOffer(@Arg('offerId', () => ID) offerId: string, @Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView> {
    return services.waitlist.decline(viewer, offerId);
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [WaitlistPlaceType], { description: "Staff: a hostel's line in order, with held beds" })
  waitlist(@Arg('hostelId', () => ID) hostelId: string, @Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView[]> {
    return readWithRetry(() => services.waitlist.line(viewer, hostelId));
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => [WaitlistPlaceType], { description: 'Staff: moves a place to another position (1 is first), with a reason kept in the audit log; returns the line' })
  moveWaitlistPlace(
    @Arg('id', () => ID) id: string,
    @Arg('position', () => Int) position: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WaitlistPlaceView[]> {
    return services.waitlist.move(viewer, id, position, reason);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => [WaitlistPlaceType], { description: 'Staff: takes a place out of the line, with a reason; returns the line' })
  removeWaitlistPlace(@Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string, @Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView[]> {
    return services.waitlist.remove(viewer, id, reason);
  }

  @Subscription(() => WaitlistPlaceType, {
    nullable: true,
    description: "Student: their place, re-read whenever a line of their hostels' gender changes (position, offer, end). Reconnecting clients re-query.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      requireRole(context.viewer, Role.STUDENT);
      return context.bus.subscribe('WAITLIST');
    },
  })
  myWaitlistChanged(@Root() _signal: { hostelId: string }, @Ctx() { services, viewer }: RequestContext): Promise<WaitlistPlaceView | null> {
    return services.waitlist.mine(viewer);
  }

  @Subscription(() => WaitlistSignalType, {
    description: "Staff: a line of their hostels changed; re-read it with `waitlist`. Reconnecting clients re-query.",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const staff = requireStaff(context.viewer);
      return filter((signal: { hostelId: string }) => inScope(staff, signal.hostelId))(context.bus.subscribe('WAITLIST'));
    },
  })
  waitlistUpdates(@Root() signal: { hostelId: string }): { hostelId: string } {
    return signal;
  }
}
