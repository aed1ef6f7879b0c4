import { webConfig } from '../vitest.web.ts';

export default webConfig('ui');
