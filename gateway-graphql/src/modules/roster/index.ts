/** The roster module's public face: other modules and the outer layers import it only from here. */
export * from './signup-mode.js';
export * from './campus-settings.entity.js';
export * from './roster-entry.entity.js';
export * from './roster-invite.entity.js';
export * from './roster.service.js';
export * from './roster.signup.js';
export * from './roster.type.js';
export * from './roster.resolver.js';
export * from './roster.rest.js';
