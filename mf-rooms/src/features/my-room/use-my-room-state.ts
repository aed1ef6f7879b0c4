import { useToast } from 'ui';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { useLiveWaitlist } from '../waitlist/use-live-waitlist';
import { MY_REQUEST_UPDATES, MY_ROOM, MY_ROOM_CHANGED, MY_ROOM_STATE } from './my-room.operations';
import { newsOf } from './room-request-news';

/**
 * A student's room as it stands (the bed held, their requests, invitations naming them, their
 * place in a waitlist), kept live: any change of a request that names them is announced and the
 * state is read again, so an approval shows both students their room, and a new invitation
 * appears, without a reload; a bed moved, swapped or checked out by staff, and their place in
 * line, are pushed and written into the cache. Use it once per screen: it raises the toasts.
 */
export function useMyRoomState() {
  // Its own fetches: a booking's refetch of it must not join a read asked before the booking (a
  // live event's, or the read after an early answer), or the grid would not show the new bed.
  const state = useQuery(MY_ROOM_STATE, { fetchPolicy: 'cache-and-network', ownFetches: true });
  const toast = useToast();
  const { data, refetch } = state;
  useSubscription(MY_REQUEST_UPDATES, {
    onData: (event) => {
      const request = event.myRoomRequestUpdates;
      const news = data?.me ? newsOf(request, data.me.id) : null;
      if (news) toast.show(news);
      void refetch();
    },
  });
  useSubscription(MY_ROOM_CHANGED, {
    update: (event, _variables, cache) => cache.writeQuery(MY_ROOM, undefined, { myRoom: event.myRoomChanged }),
  });
  useLiveWaitlist(data?.myWaitlist);
  return state;
}
