/** The repairs module's public face: other modules and the outer layers import it only from here. */
export * from './repair-job.entity.js';
export * from './repair-photo.entity.js';
export * from './repair-comment.entity.js';
export * from './maintenance-staff.entity.js';
export * from './repairs.service.js';
export * from './repairs.office.js';
export * from './repairs.work.js';
export * from './repairs.sweeps.js';
export * from './repairs.stats.js';
export * from './repairs.people.js';
export * from './repairs.resolver.js';
export * from './repairs.rest.js';
export * from './repairs.trades.js';
export type { RepairDeps } from './repairs.shared.js';
export type { RepairJobView } from './repairs.views.js';
export { tradeField } from './repairs.validate.js';
