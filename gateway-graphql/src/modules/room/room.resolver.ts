import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomView } from '../../core/views.js';
import { RoomType } from './room.type.js';
import { readWithRetry } from '../../core/database-errors.js';

interface HostelArgs {
  hostel: string;
}

@Resolver(() => RoomType)
export class RoomResolver {
  @Authorized()
  @Query(() => [RoomType], { description: 'The rooms of one hostel (by name, e.g. "GH-1"), ordered by number' })
  rooms(@Arg('hostel', () => String) hostel: string, @Ctx() { services, viewer }: RequestContext): Promise<RoomView[]> {
    return readWithRetry(() => services.rooms.list(viewer, hostel));
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
