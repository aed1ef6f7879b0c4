import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomView } from '../../core/views.js';
import type { RoomOccupantView } from './room.views.js';
import { Role } from '../../core/enums.js';
import { RoomType } from './room.type.js';
import { NewRoomInput, RoomChangesInput, RoomOccupantType } from './room.input.js';
import { readWithRetry } from '../../core/database-errors.js';

interface HostelArgs {
  hostel: string;
}

@Resolver(() => RoomType)
export class RoomResolver {
  @Authorized()
  @Query(() => [RoomType], { description: 'The rooms of one hostel (by name, e.g. "GH-1"), ordered by number; retired rooms never' })
  rooms(@Arg('hostel', () => String) hostel: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomView[]> {
    return readWithRetry(() => services.rooms.list(viewer, hostel));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [RoomOccupantType], { description: 'Admin: who is in a room, bed by bed (a held bed names the student its waitlist offer is for): whom the office must move first' })
  roomOccupants(@Arg('roomId', () => ID) roomId: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomOccupantView[]> {
    return readWithRetry(() => services.inventory.occupants(viewer, roomId));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RoomType, { description: "Admin: a room on one of the hostel's floors; a retired room of that number comes back. Audited; open grids hear of it" })
  addRoom(@Arg('hostelId', () => ID) hostelId: string, @Arg('input', () => NewRoomInput) input: NewRoomInput, @Ctx() { services, viewer }: RequestContext): Promise<RoomView> {
    return services.inventory.add(viewer, hostelId, { ...input });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RoomType, { description: 'Admin: a room\'s floor or type. Smaller than its occupants, or than the highest bed taken: refused, naming them (ROOM_OCCUPIED); no one is moved to another bed. Audited; open grids hear of it' })
  updateRoom(@Arg('roomId', () => ID) roomId: string, @Arg('changes', () => RoomChangesInput) changes: RoomChangesInput, @Ctx() { services, viewer }: RequestContext): Promise<RoomView> {
    return services.inventory.update(viewer, roomId, { ...changes });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RoomType, { description: 'Admin: out of service (a reason required) or back. Out of service with anyone in it: refused, naming them (ROOM_OCCUPIED). Audited; open grids hear of it' })
  setRoomInService(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('inService', () => Boolean) inService: boolean,
    @Arg('reason', () => String, { nullable: true, description: 'Why it goes out of service, e.g. "Maintenance: plumbing"' }) reason: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<RoomView> {
    return services.inventory.setInService(viewer, roomId, inService, reason);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RoomType, { description: 'Admin: retires a room; refused while anyone is in it, a bed of it is held or a request asks for it (ROOM_OCCUPIED). Audited; open grids drop it' })
  retireRoom(@Arg('roomId', () => ID) roomId: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomView> {
    return services.inventory.retire(viewer, roomId);
  }

  @Subscription(() => [RoomType], {
    description:
      "The rooms of this hostel whose free beds changed, each with its newest count, several to a message: a change comes at once while its hostel is quiet; a busy hostel's changes come together, one message a window (the gateway's ROOM_CHANGES_WINDOW_MS, 50 ms by default). Any logged-in user. Reconnecting clients re-query rooms.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, HostelArgs, RequestContext>) => {
      const hostel = await context.services.hostels.byName(context.viewer, args.hostel);
      return context.roomChanges.subscribe(hostel.id);
    },
  })
  roomChanges(@Arg('hostel', () => String) _hostel: string, @Root() rooms: RoomView[]): RoomView[] {
    return rooms;
  }

  @Subscription(() => RoomType, {
    description: 'A room of this hostel whose free beds changed, one room a message. Any logged-in user. Reconnecting clients re-query rooms.',
    deprecationReason: 'Use roomChanges: the same changes, several to a message, which a busy hostel sends far fewer of.',
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, HostelArgs, RequestContext>) => {
      const hostel = await context.services.hostels.byName(context.viewer, args.hostel);
      return context.bus.subscribe('ROOM_AVAILABILITY', hostel.id);
    },
  })
  roomAvailability(@Arg('hostel', () => String) _hostel: string, @Root() room: RoomView): RoomView {
    return room;
  }
}
