import { useClient, useSubscription } from 'web-kit/graphql';
import { VISIT_CHANGED } from './visitors-desk.operations';

/**
 * Keeps every list of the page live: a visit of the desk's hostels changed (signed in or out, a
 * walk-in answered, an overnight guest decided, an overstay found), so each visits query on
 * screen is read again, whatever its filter.
 */
export function useVisitsLive(): void {
  const client = useClient();
  useSubscription(VISIT_CHANGED, { onData: () => void client.refetch(['VisitorDeskVisits']) });
}
