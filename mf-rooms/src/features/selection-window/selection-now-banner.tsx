import { SelectionNowBanner as Banner } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { SELECTION_NOW } from './selection-now.operations';

/**
 * Which slots of the selection process of this hostel choose now, above a student's grid (whose
 * own window banner says when the student's slot opens): web-kit's banner (the words and the
 * timing, the same as the student's dashboard in mf-student) on this app's read of
 * `selectionNow`, kept to the processes that cover the hostel and read again at each slot's
 * opening. Empty while no published process covers the hostel.
 */
export function SelectionNowBanner({ hostel }: { hostel: string }) {
  const { data, refetch } = useQuery(SELECTION_NOW, { fetchPolicy: 'cache-and-network' });
  const entries = (data?.selectionNow ?? []).filter((entry) => entry.hostels.includes(hostel));
  return <Banner entries={entries} reread={() => void refetch()} label="Selection slots now" />;
}
