import { useMemo, useRef } from 'react';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { DESK_PARCEL_CHANGED, DESK_PARCELS, type ParcelStatus } from './front-desk.operations';

/** A hostel of the desk, as its parcels name it. */
export interface DeskHostel {
  id: string;
  name: string;
}

/**
 * The desk's parcels of one status (and one hostel, or all of the desk's), kept live: each
 * `parcelChanged` (logged, collected, returned, reminded) reads the list again. The desk's hostels
 * are learnt from the parcels seen, since no query names a guard's desks.
 */
export function useDeskParcels(status: ParcelStatus, hostelId: string) {
  const filter = hostelId ? { status, hostelId } : { status };
  const parcels = useQuery(DESK_PARCELS, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const { refetch, data } = parcels;
  useSubscription(DESK_PARCEL_CHANGED, { onData: () => void refetch() });

  const seen = useRef(new Map<string, string>());
  const hostels = useMemo<DeskHostel[]>(() => {
    for (const parcel of data?.frontDeskParcels ?? []) seen.current.set(parcel.hostelId, parcel.hostelName);
    return [...seen.current].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [data]);

  return { ...parcels, hostels };
}
