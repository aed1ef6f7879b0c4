import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomRequestView } from '../../core/views.js';
import { RoomRequestType } from './booking.type.js';
import { Role } from '../../core/enums.js';
import { readWithRetry } from '../../core/database-errors.js';

/** The named roommate's side: invitations arrive live on `myRoomRequestUpdates`. */
@Resolver()
export class RoommateInviteResolver {
  @Authorized(Role.STUDENT)
  @Query(() => [RoomRequestType], { description: 'Student: pending room requests that name them as roommate, oldest first' })
  myRoommateInvites(@Ctx() { services, viewer }: RequestContext): Promise<RoomRequestView[]> {
    return readWithRetry(() => services.roommateInvites.mine(viewer));
  }

  @Authorized(Role.STUDENT)
  @Mutation(() => RoomRequestType, { description: 'Student: accepts or declines a roommate invitation; declining ends the request' })
  respondToRoommateInvite(
    @Arg('id', () => ID) id: string,
    @Arg('accept', () => Boolean) accept: boolean,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomRequestView> {
    return services.roommateInvites.respond(viewer, id, accept);
  }
}
