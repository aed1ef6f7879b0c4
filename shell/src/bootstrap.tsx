import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/registry';

/**
 * Where the remotes live comes from /remotes.json at run time (one file per environment), so a
 * remote's new release reaches users without rebuilding the shell.
 */
await registerRemotesFromManifest('/remotes.json');
createRoot(document.getElementById('root')!).render(<App />);
