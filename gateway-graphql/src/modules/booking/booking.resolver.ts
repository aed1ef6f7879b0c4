import { STAFF_ROLES } from '../../core/enums.js';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomRequestView, RoomView } from '../../core/views.js';
import type { MyRoomView } from '../room/index.js';
import { requireRole, hostelScope, inScope, requireStaff } from '../../core/viewer.js';
import { filter } from '@graphql-yoga/subscription';
import { RoomType } from '../room/index.js';
import { MyRoomType, RoommateInput, RoomRequestType } from './booking.type.js';
import { Decision, Role } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';
import { requireRejectionReason } from '../../core/rejection-reason.js';

@Resolver()
export class BookingResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => RoomType, { description: "Student: takes a bed in a room of an instant-booking hostel (the girls' blocks)" })
  async bookRoom(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of a second booking' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomView> {
    // The room as this booking left it; a repeated booking (its key again) reads it.
    const { room, now } = await services.booking.bookInstant(viewer, { roomId }, idempotencyKey);
    return now ?? services.rooms.byId(viewer, room.id);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoomRequestType, {
    description: "Student: asks for a room of an approval hostel (the boys' blocks), optionally with a roommate, who is invited to accept",
  })
  requestRoom(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('roommate', () => RoommateInput, { nullable: true }) roommate: RoommateInput | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of a second request' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomRequestView> {
    return services.booking.requestRoom(viewer, { roomId }, roommate ? { roommateName: roommate.name, roomieRollNumber: roommate.enrollmentId } : {}, idempotencyKey);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoomRequestType, {
    description:
      "Roommate group leader, in the group's slot, in a hostel that takes requests: asks for one room whose free beds fit every member, their acceptance of the group their consent (no one is asked again); the warden approves it whole, a bed each in one transaction, or rejects it",
  })
  requestRoomForGroup(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of a second request' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomRequestView> {
    return services.groupRequests.request(viewer, roomId, idempotencyKey);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoomRequestType, { description: 'Student: withdraws their own pending room request (any member: their group\'s)' })
  cancelRoomRequest(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomRequestView> {
    return services.roomRequests.cancel(viewer, id);
  }

  @Authorized()
  @Query(() => MyRoomType, { nullable: true, description: 'The bed the caller holds, its room and roommates; null when they hold none' })
  myRoom(@Ctx() { services, viewer }: RequestContext): Promise<MyRoomView | null> {
    return readWithRetry(() => services.rooms.mine(viewer));
  }

  @Authorized(Role.STUDENT)
  @Query(() => [RoomRequestType], { description: 'Student: their own room requests, newest first (re-read after reconnecting)' })
  myRoomRequests(@Ctx() { services, viewer }: RequestContext): Promise<RoomRequestView[]> {
    return readWithRetry(() => services.roomRequests.mine(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => [RoomRequestType], { description: 'Staff: pending room requests of their hostels, oldest first' })
  pendingRoomRequests(@Ctx() { services, viewer }: RequestContext): Promise<RoomRequestView[]> {
    return readWithRetry(() => services.roomRequests.pending(viewer));
  }

  @Authorized(...STAFF_ROLES)
  @Query(() => RoomRequestType, { description: 'Staff: one room request of their hostels, with its room, student and roommate' })
  roomRequest(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomRequestView> {
    return readWithRetry(() => services.roomRequests.details(viewer, id));
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => RoomRequestType, {
    description: 'Staff (a warden: of their hostels): approves (beds assigned atomically; a pair only once the roommate accepted) or rejects a pending request; a rejection needs a reason, which both students are told',
  })
  decideRoomRequest(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => Decision) decision: Decision,
    @Arg('reason', () => String, { nullable: true, description: 'Why: required to reject (the students read it), optional to approve' }) reason: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retry with the same key gets the first answer instead of already decided' }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomRequestView> {
    requireRejectionReason(decision, reason);
    return services.roomRequests.decide(viewer, id, decision, reason, idempotencyKey);
  }

  @Subscription(() => RoomRequestType, {
    description: 'Student: room requests that name them (as requester or roommate) as they change. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const student = requireRole(context.viewer, Role.STUDENT);
      return context.bus.subscribe('ROOM_REQUEST_STATUS', student.userId);
    },
  })
  myRoomRequestUpdates(@Root() request: RoomRequestView): RoomRequestView {
    return request;
  }

  @Subscription(() => RoomRequestType, {
    description: 'Staff: every room request of their hostels as it is sent, answered by its roommate, cancelled or decided. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const staff = requireStaff(context.viewer);
      const events = context.bus.subscribe('ROOM_REQUESTS');
      return hostelScope(staff) === null ? events : filter((request: RoomRequestView) => inScope(staff, request.room.hostelId))(events);
    },
  })
  roomRequestUpdates(@Root() request: RoomRequestView): RoomRequestView {
    return request;
  }
}
