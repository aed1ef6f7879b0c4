import { useQuery, useSubscription } from 'web-kit/graphql';
import { DESK_HOSTELS, DESK_PARCEL_CHANGED, DESK_PARCELS, type ParcelStatus } from './front-desk.operations';

/** Parcels a page. One more is asked for, to know whether there is a next page. */
export const PAGE_SIZE = 50;

/**
 * One page of the desk's parcels of one status (and one hostel, or all of the desk's), kept live:
 * each `parcelChanged` (logged, collected, returned, reminded) reads the page again. `hasNext`
 * says whether a page follows; `hostels` are those whose desk the viewer keeps, parcels or none.
 */
export function useDeskParcels(status: ParcelStatus, hostelId: string, page: number) {
  const filter = { status, ...(hostelId && { hostelId }), first: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE };
  const parcels = useQuery(DESK_PARCELS, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const { refetch, data } = parcels;
  useSubscription(DESK_PARCEL_CHANGED, { onData: () => void refetch() });
  const hostels = useQuery(DESK_HOSTELS).data?.frontDeskHostels ?? [];

  return {
    ...parcels,
    parcels: data?.frontDeskParcels.slice(0, PAGE_SIZE),
    hasNext: (data?.frontDeskParcels.length ?? 0) > PAGE_SIZE,
    hostels,
  };
}
