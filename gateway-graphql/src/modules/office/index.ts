/** The office module's public face: what every page may know of the office without a login. */
export * from './office.resolver.js';
