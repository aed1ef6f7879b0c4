/** The outpass module's public face: other modules and the outer layers import it only from here. */
export * from './outpass.entity.js';
export * from './outpass.service.js';
export * from './outpass.shared.js';
export * from './outpass.gate.js';
export * from './outpass.overdue.js';
export * from './guardian.service.js';
export * from './outpass.resolver.js';
export * from './outpass.rest.js';
export { gateScanInput } from './outpass.validate.js';
export { OutpassType, OutpassHistoryType } from './outpass.type.js';
export * from './outpass.views.js';
