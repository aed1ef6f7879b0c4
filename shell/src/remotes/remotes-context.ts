import { createContext, useContext } from 'react';
import type { RemoteEntry } from 'web-kit';

/** The environment's remotes, as `/remotes.json` listed them when the page loaded. */
export const RemotesContext = createContext<readonly RemoteEntry[]>([]);

export const useRemotes = (): readonly RemoteEntry[] => useContext(RemotesContext);
