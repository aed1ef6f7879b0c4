import { useState } from 'react';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { MY_PARCELS, PARCEL_CHANGED, type Parcel } from './parcels.operations';

/** What to say of the parcels collected between two reads of the list: none, one or several. */
function collectedSince(before: readonly Parcel[], now: readonly Parcel[]): string {
  const waited = new Set(before.filter((parcel) => parcel.status === 'WAITING').map((parcel) => parcel.id));
  return now
    .filter((parcel) => parcel.status === 'COLLECTED' && waited.has(parcel.id))
    .map((parcel) => `Parcel from ${parcel.courier} collected.`)
    .join(' ');
}

/**
 * The student's parcels, kept live by `parcelChanged` (which names only the parcel): every change
 * reads the whole list again, as the pass of a waiting parcel is signed afresh on each read.
 * `collected` says, for a polite live region, which parcels were handed over while the page was
 * open; it keeps its words until the next collection.
 */
export function useLiveParcels() {
  const parcels = useQuery(MY_PARCELS, { fetchPolicy: 'cache-and-network' });
  const { refetch } = parcels;
  useSubscription(PARCEL_CHANGED, { onData: () => void refetch() });

  // Compared while rendering, from the list the last render saw: no effect, no extra paint.
  const list = parcels.data?.myParcels;
  const [seen, setSeen] = useState(list);
  const [collected, setCollected] = useState('');
  if (list !== seen) {
    setSeen(list);
    const said = seen && list ? collectedSince(seen, list) : '';
    if (said) setCollected(said);
  }
  return { ...parcels, collected };
}
