import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { routeFor, startSessionCheck } from 'web-kit';
import { createGraphQLClient } from 'web-kit/graphql';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/registry';
import { startReports } from './reports/remote-reports';

/**
 * Where the remotes live, which release of each, and which paths each owns come from
 * /remotes.json at run time (one file per environment, written by `promote`), so a
 * remote's new release reaches users without rebuilding the shell.
 *
 * Nothing waits in line that need not: index.ts asked for the list, the page's remote, the session
 * and the queries the page's first screen reads while the shared libraries downloaded.
 */
const client = createGraphQLClient();
startSessionCheck(client);
const remotes = await registerRemotesFromManifest('/remotes.json');
// What the browser sees of each remote's release, for its canary's judge (issue 55); Web Vitals after the first screen.
startReports(remotes);
// A route that names its first screen's queries (a room grid's, or none: the dashboard) shows
// from their early answers, and Apollo Client comes after it. Any other first screen's data
// needs Apollo Client: fetch it now, beside the remote's code.
if (routeFor(location.pathname, remotes)?.route.early === undefined) client.prepare().catch(() => undefined);
const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first screen in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task (on a slow phone, hundreds of milliseconds
// in which a tap goes unanswered).
startTransition(() => root.render(<App client={client} remotes={remotes} />));
