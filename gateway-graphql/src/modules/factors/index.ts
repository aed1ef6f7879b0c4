/** The factors module's public face: other modules and the outer layers import it only from here. */
export * from './factors.policy.js';
export * from './factors.service.js';
export * from './second-step.service.js';
export * from './second-step.error.js';
export * from './factors.views.js';
export * from './factors.resolver.js';
