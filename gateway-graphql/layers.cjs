// The gateway's layers (../shared/ARCHITECTURE.md, docs/architecture.md), as dependency-cruiser
// rules: `npm run lint` runs them (.dependency-cruiser.cjs) and scripts/layers.test.ts proves each
// one catches what it forbids. Tests may reach across the walls (they boot the whole gateway).

const SRC = '^gateway-graphql/src';
const TEST = '\\.test\\.ts$';

/**
 * The modules, lowest first: a module imports only modules of lower tiers (through their index),
 * so no two modules need each other. A new module takes the tier above the highest it needs.
 */
const MODULE_TIERS = [
  ['audit', 'mail', 'office', 'user'],
  ['auth', 'factors', 'hostel', 'notification', 'canary'],
  ['room', 'selection', 'parcels', 'visitors'],
  ['year', 'repairs'],
  ['outpass', 'roster', 'waitlist'],
  ['gate', 'lottery', 'sso'],
  ['booking'],
  ['activity', 'staff'],
];

const inModules = (names) => `${SRC}/modules/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const gatewayRules = [
  {
    name: 'core-is-the-bottom',
    severity: 'error',
    comment: 'core/ (errors, views, events, clock, the request context) imports nothing of the gateway above it.',
    from: { path: `${SRC}/core/`, pathNot: TEST },
    to: { path: `${SRC}/`, pathNot: `${SRC}/core/` },
  },
  {
    name: 'modules-meet-at-their-index',
    severity: 'error',
    comment: "A module reaches another only through its index.ts (its public face).",
    from: { path: `${SRC}/modules/([^/]+)/`, pathNot: [TEST, '\\.entity\\.ts$'] },
    to: { path: `${SRC}/modules/[^/]+/`, pathNot: [`${SRC}/modules/$1/`, `${SRC}/modules/[^/]+/index\\.ts$`] },
  },
  {
    name: 'entities-name-entities',
    severity: 'error',
    comment: "An entity may name another module's entity (the ORM's graph), and nothing else of it.",
    from: { path: `${SRC}/modules/([^/]+)/[^/]+\\.entity\\.ts$` },
    to: { path: `${SRC}/modules/[^/]+/`, pathNot: [`${SRC}/modules/$1/`, '\\.entity\\.ts$'] },
  },
  ...MODULE_TIERS.map((tier, level) => ({
    name: `module-tier-${level}`,
    severity: 'error',
    comment: `Modules of tier ${level} (${tier.join(', ')}) import only modules of lower tiers (gateway-graphql/layers.cjs): no two modules need each other.`,
    from: { path: inModules(tier), pathNot: TEST },
    to: { path: inModules(MODULE_TIERS.slice(level).flat()), pathNot: `${SRC}/modules/$1/` },
  })),
  {
    name: 'services-know-no-http',
    severity: 'error',
    comment: "Only a module's adapters (*.resolver.ts, *.rest.ts) use http/ helpers; its services never do.",
    from: { path: `${SRC}/modules/`, pathNot: [TEST, '\\.(resolver|rest)\\.ts$'] },
    to: { path: `${SRC}/http/` },
  },
  {
    name: 'rest-adapters-use-views',
    severity: 'error',
    comment: 'A REST adapter works with the views services return, never entities.',
    from: { path: `${SRC}/modules/[^/]+/[^/]+\\.rest\\.ts$` },
    to: { path: '\\.entity\\.ts$' },
  },
  {
    name: 'modules-below-db-graphql-and-the-root',
    severity: 'error',
    comment: 'Modules sit below db/ (the ORM setup, entities list, seed, migrations), graphql/, cli/ and the composition files.',
    from: { path: `${SRC}/modules/`, pathNot: TEST },
    to: { path: `${SRC}/(db|graphql|cli)/|${SRC}/(bootstrap|main|services)\\.ts$` },
  },
  {
    name: 'outer-layers-reach-modules-at-their-index',
    severity: 'error',
    comment: "graphql/, cli/, db/seed and the composition files reach a module only through its index (db/ lists the entities).",
    from: { path: `${SRC}/(graphql|cli)/|${SRC}/db/seed|${SRC}/[^/]+\\.ts$`, pathNot: TEST },
    to: { path: `${SRC}/modules/[^/]+/`, pathNot: `${SRC}/modules/[^/]+/index\\.ts$` },
  },
  {
    name: 'http-knows-no-module',
    severity: 'error',
    comment: 'http/ (the lanes, the REST edge, sockets) reaches the domain through the services on the request context, never a module.',
    from: { path: `${SRC}/http/`, pathNot: TEST },
    to: { path: `${SRC}/(modules|db|cli)/|${SRC}/(bootstrap|main|services)\\.ts$` },
  },
  {
    name: 'graphql-below-http',
    severity: 'error',
    comment: 'http/ answers GraphQL with graphql/ (plans, errors, observing); graphql/ never needs http/.',
    from: { path: `${SRC}/graphql/`, pathNot: TEST },
    to: { path: `${SRC}/(http|cli)/|${SRC}/(bootstrap|main|services)\\.ts$` },
  },
  {
    name: 'db-below-the-adapters',
    severity: 'error',
    comment: 'db/ sits above the modules (it lists their entities) and below graphql/, http/ and the composition files.',
    from: { path: `${SRC}/db/`, pathNot: TEST },
    to: { path: `${SRC}/(graphql|http|cli)/|${SRC}/(bootstrap|main|services)\\.ts$` },
  },
  {
    name: 'bootstrap-composes',
    severity: 'error',
    comment: 'bootstrap.ts composes the gateway (and services.ts the services): only main.ts starts it, only bootstrap.ts builds the services; scheduled-jobs.ts, its half that puts the jobs on the queue, names their type.',
    from: { path: `${SRC}/`, pathNot: [TEST, `${SRC}/main\\.ts$`, `${SRC}/bootstrap\\.ts$`, `${SRC}/scheduled-jobs\\.ts$`] },
    to: { path: `${SRC}/(bootstrap|services)\\.ts$` },
  },
];

module.exports = { MODULE_TIERS, gatewayRules };
