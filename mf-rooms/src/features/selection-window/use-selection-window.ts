import { useEffect, useState } from 'react';
import { useClient, useSubscription } from 'web-kit/graphql';
import { SELECTION_WINDOW, SELECTION_WINDOW_CHANGED, type SelectionWindow, type WindowState } from './selection-window.operations';
import { windowMessage } from './window-text';
import { nextChange, stateAt, timerDelay } from './window-timing';

/** The selection window as the grid shows it now. */
export interface LiveSelectionWindow {
  /** Null until the window is known. */
  state: WindowState | null;
  /** Booking and room requests are allowed now; false until the window is known. */
  open: boolean;
  /** The banner's sentence, or null when there is nothing to say. */
  message: string | null;
}

/**
 * Follows the selection window the grid's query `read`, live. An admin's change arrives by
 * subscription and is written into the cache, so the grid's query answers with it. The opening
 * and the close are timed here from the server's `now`, corrected for the browser clock's offset,
 * so the grid opens and closes by itself. A reconnecting client re-reads the grid's query, and
 * the window with it (the shell's client refetches active queries).
 */
export function useSelectionWindow(hostel: string, read: SelectionWindow | undefined): LiveSelectionWindow {
  const client = useClient();
  useSubscription(SELECTION_WINDOW_CHANGED, {
    variables: { hostel },
    update: (data, variables, cache) => cache.writeQuery(SELECTION_WINDOW, { hostel: variables.hostel }, { selectionWindow: data.selectionWindowChanged }),
  });

  // The state a timer reached, for the read it was timed from: a new read starts afresh.
  const [timed, setTimed] = useState<{ read: SelectionWindow; state: WindowState } | null>(null);

  useEffect(() => {
    if (!read) return;
    const offset = Date.parse(read.now) - Date.now();
    const serverTime = () => Date.now() + offset;
    let state = read.state;
    let passed = Date.parse(read.now); // moments up to here are in read.state already
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const at = nextChange(read, passed);
      if (at === null) return;
      timer = setTimeout(() => {
        // A capped timer wakes before the moment: it only sets the next one.
        if (serverTime() >= at) {
          passed = at;
          const next = stateAt(read, serverTime());
          // Opened by the clock: whether this student may book is the server's to say.
          if (state === 'NOT_YET' && next === 'OPEN') void client.query(SELECTION_WINDOW, { hostel }, { fetchPolicy: 'network-only' }).catch(() => undefined);
          state = next;
          setTimed({ read, state });
        }
        schedule();
      }, timerDelay(at - serverTime()));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [read, client, hostel]);

  if (!read) return { state: null, open: false, message: null };
  const state = timed?.read === read ? timed.state : read.state;
  return { state, open: state === 'OPEN', message: windowMessage(state, read) };
}
