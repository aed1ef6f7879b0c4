import { Arg, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomRequestView } from '../../core/views.js';
import type { MyRoomView } from '../room/index.js';
import { requireRole } from '../../core/viewer.js';
import { Role, STAFF_ROLES } from '../../core/enums.js';
import { MyRoomType, RoomRequestType } from './booking.type.js';

@Resolver()
export class BedMovesResolver {
  @Authorized(Role.STUDENT)
  @Mutation(() => Boolean, { description: 'Student: gives up their bed; it frees at once (and goes to the first in line)' })
  checkOut(@Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.bedMoves.checkOut(viewer, reason);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => MyRoomType, { description: 'Student: moves at once to another room of their instant-booking hostel while selection is open (one atomic step)' })
  changeRoom(@Arg('roomId', () => ID) roomId: string, @Ctx() { services, viewer }: RequestContext): Promise<MyRoomView> {
    return services.bedMoves.changeRoom(viewer, roomId);
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoomRequestType, { description: 'Student: asks to move to another room of their approval hostel; they keep their bed until staff approve' })
  requestRoomChange(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomRequestView> {
    return services.booking.requestRoom(viewer, { roomId }, {}, idempotencyKey, { change: true });
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => Boolean, { description: 'Staff: checks a student of their hostels out, with a reason the student is told' })
  checkOutStudent(@Arg('studentId', () => ID) studentId: string, @Arg('reason', () => String) reason: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.bedMoves.checkOutStudent(viewer, studentId, reason);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => MyRoomType, { description: "Staff: moves a student (and, with withRoommate, whoever shares their room) to a room, atomically, with a reason; returns the student's new room" })
  reassignStudent(
    @Arg('studentId', () => ID) studentId: string,
    @Arg('roomId', () => ID) roomId: string,
    @Arg('withRoommate', () => Boolean, { defaultValue: false }) withRoommate: boolean,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<MyRoomView> {
    return services.bedMoves.reassign(viewer, studentId, roomId, withRoommate, reason);
  }

  @Authorized(...STAFF_ROLES)
  @Mutation(() => Boolean, { description: 'Staff: swaps the beds of two students, atomically, with a reason' })
  swapStudents(
    @Arg('studentId', () => ID) studentId: string,
    @Arg('otherStudentId', () => ID) otherStudentId: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<boolean> {
    return services.bedMoves.swap(viewer, studentId, otherStudentId, reason);
  }

  @Subscription(() => MyRoomType, {
    nullable: true,
    description: 'Student: their room, re-read whenever their bed changes (moved, swapped, checked out, an offer accepted, a request approved); null: no bed',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => context.bus.subscribe('MY_ROOM', requireRole(context.viewer, Role.STUDENT).userId),
  })
  myRoomChanged(@Root() _change: { studentId: string }, @Ctx() { services, viewer }: RequestContext): Promise<MyRoomView | null> {
    return services.rooms.mine(viewer);
  }
}
