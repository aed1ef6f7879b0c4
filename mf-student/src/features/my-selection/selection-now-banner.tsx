import { SelectionNowBanner as Banner } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { SELECTION_NOW } from './my-selection.operations';

/**
 * Which slots of each published selection process choose now, on the dashboard and /selection:
 * web-kit's banner (the words and the timing, the same above the room grid in mf-rooms) on this
 * app's read of `selectionNow`, read again at each slot's opening.
 */
export function SelectionNowBanner() {
  const { data, refetch } = useQuery(SELECTION_NOW, { fetchPolicy: 'cache-and-network' });
  return <Banner entries={data?.selectionNow ?? []} reread={() => void refetch()} />;
}
