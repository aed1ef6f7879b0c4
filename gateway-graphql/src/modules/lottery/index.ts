/** The lottery module's public face: selection processes, their draw, slots, groups and assignment. */
export * from './selection-process.entity.js';
export * from './draw.js';
export * from './lottery.views.js';
export * from './process.service.js';
export * from './selection.reads.js';
export * from './group.service.js';
export * from './group-invite.service.js';
export * from './roommate.service.js';
export * from './questionnaire.js';
export * from './group-booking.service.js';
export * from './assignment.service.js';
export * from './lottery.type.js';
export * from './lottery.resolver.js';
export * from './roommate.resolver.js';
export * from './roommate.type.js';
export * from './lottery.rest.js';
