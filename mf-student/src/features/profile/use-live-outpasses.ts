import { useQuery, useSubscription } from 'web-kit/graphql';
import { MY_OUTPASSES, MY_OUTPASS_UPDATES } from './profile.operations';

/**
 * The student's outpass history, kept live by the one `myOutpassUpdates` subscription. Every
 * event (decided, out, returned, overdue, the guardian's answer) carries the whole outpass, so
 * the client writes it onto the cached `Outpass:<id>` and the list re-renders with no code of ours.
 * An event for an outpass the list does not hold (filed in another tab after this page loaded)
 * cannot be merged that way, so the history is read again.
 */
export function useLiveOutpasses() {
  // cache-and-network: an outpass filed on /outpass a moment ago must show up on arrival here.
  const history = useQuery(MY_OUTPASSES, { fetchPolicy: 'cache-and-network' });
  const { data, refetch } = history;
  useSubscription(MY_OUTPASS_UPDATES, {
    onData: (event) => {
      const id = event.myOutpassUpdates.id;
      const known = data?.myOutpasses.items.some((item) => item.id === id) ?? false;
      if (id && !known) void refetch();
    },
  });
  return history;
}
