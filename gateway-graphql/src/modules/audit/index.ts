/** The audit module's public face: other modules and the outer layers import it only from here. */
export * from './audit-event.entity.js';
export * from './audit.log.js';
export * from './audit.service.js';
export * from './audit.type.js';
export * from './audit.resolver.js';
export * from './audit.views.js';
