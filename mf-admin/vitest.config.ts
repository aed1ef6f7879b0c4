import { webConfig } from '../vitest.web.ts';

/** Files that mock a module (`vi.mock`), each run in a fresh worker (vitest.web.ts). */
export const ISOLATED = ['src/shared/camera-scanner.test.tsx', 'src/features/security/security-page.test.tsx'];

export default webConfig('mf-admin', { isolated: ISOLATED });
