/** The activity module's public face: other modules and the outer layers import it only from here. */
export * from './activity.entity.js';
export * from './activity.service.js';
export * from './activity.resolver.js';
export * from './activity.rest.js';
export * from './activity.log.js';
export * from './activity.views.js';
