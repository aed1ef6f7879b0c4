/** The hostel module's public face: other modules and the outer layers import it only from here. */
export * from './hostel.entity.js';
export * from './hostel.service.js';
export * from './hostel.resolver.js';
export * from './hostel.rest.js';
