import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/registry';

/**
 * Where the remotes live, which release of each, and which paths each owns come from
 * /remotes.json at run time (one file per environment, written by `promote`), so a
 * remote's new release reaches users without rebuilding the shell.
 */
const remotes = await registerRemotesFromManifest('/remotes.json');
createRoot(document.getElementById('root')!).render(<App remotes={remotes} />);
