import { webConfig } from '../vitest.web.ts';

/**
 * Files that mock a module (`vi.mock`) or start the page's federation runtime, each run in a fresh
 * worker (vitest.web.ts).
 */
export const ISOLATED = ['src/features/auth/login-second-factor.test.tsx', 'src/reports/load-reports.test.tsx'];

export default webConfig('shell', { isolated: ISOLATED });
