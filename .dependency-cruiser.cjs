// Import circles, type imports included, in every workspace: `npm run lint` runs it over their src.
// A type import is still a dependency of the code's meaning: 69 gateway files once formed one
// circle through `import type` (resolver → context → services → every module), which import-x's
// no-cycle does not see. dependency-cruiser's no-circular does, with tsPreCompilationDeps.
// The gateway's layers: gateway-graphql/layers.cjs (each rule proved by scripts/layers.test.ts).
const { gatewayRules } = require('./gateway-graphql/layers.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...gatewayRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type imports count): move the shared types down a layer.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Count imports that vanish in the emitted JS (`import type`, type-only names) too.
    tsPreCompilationDeps: true,
    // A package cannot import back into the repo. Workspaces resolve to their real paths
    // (symlinks followed), so imports between them are walked.
    doNotFollow: { path: 'node_modules' },
    // Workspaces name their files in package.json "exports" (web-kit/graphql and the like).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    // No tsConfig: no workspace has "paths", and `./x.js` → `./x.ts` is built in. The generated
    // src/gql folders stay in: they form no circle.
  },
};
