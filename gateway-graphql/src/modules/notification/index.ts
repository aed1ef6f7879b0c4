/** The notification module's public face: other modules and the outer layers import it only from here. */
export * from './notification.entity.js';
export * from './notification.service.js';
export * from './notification.resolver.js';
