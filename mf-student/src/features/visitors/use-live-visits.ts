import { useState } from 'react';
import { formatZonedMoment } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { MY_VISITS, VISIT_CHANGED, type Visit } from './visitors.operations';

const asking = (visits: readonly Visit[]) => visits.filter((visit) => visit.status === 'ASKING');

/** What to say of the desk's questions that came between two reads of the list: none, one or several. */
function askedSince(before: readonly Visit[], now: readonly Visit[]): string {
  const known = new Set(asking(before).map((visit) => visit.id));
  return asking(now)
    .filter((visit) => !known.has(visit.id))
    .map((visit) => `${visit.visitorName} (${visit.relation}) is at the desk for you: accept or decline${visit.askExpiresAt ? ` by ${formatZonedMoment(visit.askExpiresAt)}` : ''}.`)
    .join(' ');
}

/**
 * The student's visits, kept live by `visitChanged` (which names only the visit): every change
 * reads the whole list again, as a walk-in the desk just entered is not in the list yet and an
 * expected visit's pass is signed afresh on each read. `arrived` says, for a polite live region,
 * which questions of the desk came while the page was open; it keeps its words until the next.
 */
export function useLiveVisits() {
  const visits = useQuery(MY_VISITS, { fetchPolicy: 'cache-and-network' });
  const { refetch } = visits;
  useSubscription(VISIT_CHANGED, { onData: () => void refetch() });

  // Compared while rendering, from the list the last render saw: no effect, no extra paint.
  const list = visits.data?.myVisits;
  const [seen, setSeen] = useState(list);
  const [arrived, setArrived] = useState('');
  if (list !== seen) {
    setSeen(list);
    const said = seen && list ? askedSince(seen, list) : '';
    if (said) setArrived(said);
  }
  return { ...visits, arrived };
}
