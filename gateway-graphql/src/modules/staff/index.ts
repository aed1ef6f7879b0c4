/** The staff module's public face: other modules and the outer layers import it only from here. */
export * from './staff-hostel.entity.js';
export * from './staff-invite.entity.js';
export * from './staff.service.js';
export * from './students.service.js';
export * from './staff.type.js';
export * from './staff.resolver.js';
export * from './exports.service.js';
export * from './staff.rest.js';
export * from './staff.views.js';
