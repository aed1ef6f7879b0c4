/** The roster module's public face: other modules and the outer layers import it only from here. */
export * from './signup-mode.js';
export * from './campus-settings.entity.js';
export * from './roster-entry.entity.js';
export * from './roster-invite.entity.js';
export * from './roster.service.js';
// RosterService's parts stay inside (callers reach them through it); their views and constants are public.
export { signupModeOf, type CampusSettingsView } from './campus-settings.service.js';
export { ROSTER_INVITE_TTL_MS, type RosterInvitationView } from './roster-invite.service.js';
export type { ImportReport, RosterTable } from './roster-csv.service.js';
export type { RosterDeps } from './roster.shared.js';
export * from './roster.signup.js';
export * from './roster.type.js';
export * from './roster.resolver.js';
export * from './roster.rest.js';
