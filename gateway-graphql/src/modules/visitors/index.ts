/** The visitors module's public face: other modules and the outer layers import it only from here. */
export * from './visit.entity.js';
export * from './visitors.service.js';
export * from './visitors.desk.js';
export * from './visitors.office.js';
export * from './visitors.sweeps.js';
export * from './visitors.resolver.js';
export * from './visitors.rest.js';
export type { VisitorDeps } from './visitors.shared.js';
export type { VisitView } from './visitors.views.js';
