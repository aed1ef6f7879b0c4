import { webConfig } from '../vitest.web.ts';

/** Files that mock a module (`vi.mock`), each run in a fresh worker (vitest.web.ts). */
export const ISOLATED = ['src/features/auth/login-second-factor.test.tsx'];

export default webConfig('shell', { isolated: ISOLATED });
