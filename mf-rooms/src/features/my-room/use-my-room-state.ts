import { useQuery, useSubscription } from '@apollo/client/react';
import { useToast } from 'ui';
import { MY_REQUEST_UPDATES, MY_ROOM_STATE } from './my-room.operations';
import { newsOf } from './room-request-news';

/**
 * A student's room as it stands (the bed held, their requests, invitations naming them), kept
 * live: any change of a request that names them is announced and the state is read again, so
 * an approval shows both students their room, and a new invitation appears, without a reload.
 * Use it once per screen: it raises the toasts.
 */
export function useMyRoomState() {
  const state = useQuery(MY_ROOM_STATE, { fetchPolicy: 'cache-and-network' });
  const toast = useToast();
  const { data, refetch } = state;
  useSubscription(MY_REQUEST_UPDATES, {
    onData: ({ data: event }) => {
      const request = event.data?.myRoomRequestUpdates;
      if (!request) return;
      const news = data?.me ? newsOf(request, data.me.id) : null;
      if (news) toast.show(news);
      void refetch();
    },
  });
  return state;
}
