/** The room module's public face: other modules and the outer layers import it only from here. */
export * from './room.entity.js';
export * from './room.type.js';
export * from './room.directory.js';
export * from './grid-answers.js';
export * from './room.queries.js';
export * from './room.service.js';
export * from './room.inventory.js';
export * from './room-inventory.service.js';
export * from './room-csv.service.js';
export * from './room.resolver.js';
export * from './room.rest.js';
export * from './room.views.js';
