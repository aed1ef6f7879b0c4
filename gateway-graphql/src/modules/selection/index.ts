/** The selection module's public face: other modules and the outer layers import it only from here. */
export * from './selection-window.entity.js';
export * from './selection.rules.js';
export * from './selection.refusal.js';
export * from './selection.groups.js';
export * from './selection.service.js';
export * from './selection.type.js';
export * from './selection.resolver.js';
export * from './selection.standings.js';
export * from './selection.views.js';
