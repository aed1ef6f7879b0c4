/** The auth module's public face: other modules and the outer layers import it only from here. */
export * from './auth.service.js';
export * from './password-reset.service.js';
export * from './session.service.js';
export * from './session.cache.js';
export * from './auth.resolver.js';
export * from './auth.rest.js';
