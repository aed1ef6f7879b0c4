/** The year module's public face: other modules and the outer layers import it only from here. */
export * from './academic-year.entity.js';
export * from './past-allocation.entity.js';
export * from './past-roster-entry.entity.js';
export * from './year.rules.js';
export * from './year.record.js';
export * from './year.names.js';
export * from './year.pending.js';
export * from './year.service.js';
export * from './year.type.js';
export * from './year.resolver.js';
export * from './year.views.js';
