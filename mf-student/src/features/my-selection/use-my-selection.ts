import type { WindowState } from '../../gql/graphql';
import { useServerClock } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { MY_SELECTION, type MySelection } from './my-selection.operations';
import { selectionStateAt } from './selection-words';

/** What {@link useMySelection} gives a screen. */
export interface MySelectionState {
  /** Undefined while loading (or when it failed), null when no published process is theirs. */
  selection: MySelection | null | undefined;
  /** The state by the clock now (the group's slot opens it, the close ends it). */
  state: WindowState | null;
  error: Error | undefined;
}

/**
 * The student's place in the selection process, with its state kept by the clock: at their
 * (group's) slot and at the close it moves on by itself and the server is asked again.
 */
export function useMySelection(): MySelectionState {
  const { data, error, refetch } = useQuery(MY_SELECTION, { fetchPolicy: 'cache-and-network' });
  const selection = data?.mySelection;
  const serverTime = useServerClock(selection?.now, [selection?.groupSlotStartsAt, selection?.closesAt], () => void refetch());
  const state = selection && serverTime !== null ? selectionStateAt(selection, serverTime) : null;
  return { selection, state, error };
}
