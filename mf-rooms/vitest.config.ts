import { webConfig } from '../vitest.web.ts';

// The grid tests walk the accessibility tree of 36-60 room buttons; on a small, busy CI machine
// that outlasts vitest's 5 s default though nothing hangs (a real hang still fails, later).
const OVERRIDES = { test: { testTimeout: 20_000 } };

export default webConfig('mf-rooms', { overrides: OVERRIDES });
