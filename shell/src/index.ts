import { requestPageQueriesEarly, requestSessionEarly } from 'web-kit/early-answers';
import { startRemotes } from './remotes/remote-list';

// Asked for beside the shared libraries' download, not after it: who is logged in, the remote
// list and the page's own remote (these modules import none of the shared libraries).
requestSessionEarly();
requestPageQueriesEarly();
void startRemotes('/remotes.json', location.pathname);
// The async boundary: shared modules are negotiated before any of our code runs.
import('./bootstrap');
