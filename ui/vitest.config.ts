import { mergeConfig } from 'vitest/config';
import web from '../vitest.web.ts';

// `vitest --root ui` run from the repository root passes a relative root, and Vitest then
// allows only ui/ to be loaded, which blocks the shared setup file one level up. Allowing
// the repository root explicitly makes the run work from any working directory.
export default mergeConfig(web, {
  server: { fs: { allow: [new URL('..', import.meta.url).pathname] } },
});
