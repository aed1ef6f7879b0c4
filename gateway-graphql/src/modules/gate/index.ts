/** The gate module's public face: other modules and the outer layers import it only from here. */
export * from './gate.service.js';
export * from './gate.resolver.js';
export * from './gate.views.js';
