/** The user module's public face: other modules and the outer layers import it only from here. */
export * from './user.entity.js';
export * from './user.type.js';
export * from './person.js';
export * from './user.service.js';
export * from './signup-gate.js';
export { enrollmentIdField } from './user.validate.js';
export * from './user.resolver.js';
export * from './user.rest.js';
