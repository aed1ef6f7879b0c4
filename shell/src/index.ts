import { startRemotes } from './remotes/remote-list';

// The remote list, and the page's own remote, load beside the shared libraries (remote-list.ts
// imports none of them).
void startRemotes('/remotes.json', location.pathname);
// The async boundary: shared modules are negotiated before any of our code runs.
import('./bootstrap');
