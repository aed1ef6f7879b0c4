/** The canary module's public face: the browsers' reports, the judge and its job (issue 55). */
export * from './canary.entity.js';
export * from './canary.judge.js';
export * from './canary.reports.js';
export * from './canary.sweeps.js';
export * from './canary.rest.js';
