export { default } from '../vitest.web';
