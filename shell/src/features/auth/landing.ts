/** Where a fresh login lands: web-kit's, the same start a refused page offers the way back to. */
export { landingFor } from 'web-kit';
