/** The parcels module's public face: other modules and the outer layers import it only from here. */
export * from './parcel.entity.js';
export * from './parcels.service.js';
export * from './parcels.collect.js';
export * from './parcels.office.js';
export * from './parcels.recipients.js';
export * from './parcels.sweeps.js';
export * from './parcels.resolver.js';
export type { ParcelDeps } from './parcels.shared.js';
export type { ParcelView } from './parcels.views.js';
