/** The sso module's public face: other modules and the outer layers import it only from here. */
export * from './sso-account.entity.js';
export * from './sso-login.entity.js';
export * from './sso.settings.js';
export { RelyingParty } from './relying-party.js';
export { startDevProvider, DEV_CAMPUS_NAME, type CampusDirectory, type CampusPerson, type DevProvider } from './dev-provider.js';
export { DatabaseDirectory, campusSubject } from './dev-directory.js';
export * from './sso.service.js';
export * from './sso.type.js';
export * from './sso.resolver.js';
export * from './sso.rest.js';
