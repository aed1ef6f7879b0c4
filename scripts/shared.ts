import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from 'webpack';
import { repoRoot } from './apps.js';

/**
 * The libraries the shell and the remotes share, one copy each in the browser.
 *
 * A shared module is never tree-shaken: whoever provides it ships every export, because a remote
 * built later might use any of them. react-router-dom (the design card's router; in v7 it
 * re-exports react-router) is a big package of which the apps use a handful of names, so it is
 * shared as a *facade*, a file in web-kit/src/shared that re-exports exactly those names. webpack
 * shakes the package behind the facade as usual, and the shared singleton is the facade
 * (version: the package's). App code still writes `import { Link } from 'react-router-dom'`; lint
 * allows only the facade's names there, and a release built against a facade with a name the
 * shell's lacks is refused (`sharedExports`).
 *
 * `web-kit/graphql` is its own facade: every screen's GraphQL hooks, with the client library
 * behind them. The shell provides it, so no remote bundles a GraphQL client, and the library
 * underneath can change in a release of the shell alone while remotes keep their names.
 */
export const FACADES = {
  'react-router-dom': 'web-kit/src/shared/react-router-dom.ts',
  'web-kit/graphql': 'web-kit/src/graphql/index.ts',
} as const;

export type FacadedModule = keyof typeof FACADES;

const facadePath = (name: FacadedModule) => join(repoRoot, FACADES[name]);

/** The version of an installed package (a facade is shared under its package's version). */
export function installedVersion(name: string): string {
  const packageJson = join(repoRoot, 'node_modules', ...name.split('/').slice(0, name.startsWith('@') ? 2 : 1), 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** The value names a facade re-exports (its `export { … } from` lines; `export type` is erased). */
export function facadeExports(name: FacadedModule, source = readFileSync(facadePath(name), 'utf8')): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/^export\s+\{([^}]*)\}\s+from\s+'[^']+';/gm))
    for (const item of match[1]!.split(',')) {
      const exported = item.trim().split(/\s+as\s+/).pop()?.trim();
      if (exported && !exported.startsWith('type ')) names.push(exported);
    }
  return names.sort();
}

/** Every facade's names, as a build records them (`shared-exports.json`). */
export const sharedExports = (): Record<FacadedModule, string[]> =>
  Object.fromEntries((Object.keys(FACADES) as FacadedModule[]).map((name) => [name, facadeExports(name)])) as Record<FacadedModule, string[]>;

/**
 * The version range each shared library is built against. `promote` holds a release's ranges to
 * the versions the running shell provides (release.json's `requiredVersion`, scripts/releases.ts),
 * and refuses one the shell cannot meet. The browser does not check them again: module
 * federation's runtime parsed every range on every page load, 17-57 ms of the 760-1,010 ms of
 * script before a student's first screen (CPU profiles in Chromium on the 2-vCPU EPYC), and for
 * a singleton it only warned.
 */
const caret = (name: string) => `^${installedVersion(name)}`;
export const SHARED_RANGES: Record<string, string> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  'react-router-dom': caret('react-router-dom'),
  'web-kit/graphql': caret('web-kit/graphql'),
  ui: caret('ui'),
};

/**
 * Why a shared module's version broke with the releases before it, for `promote` to say beside
 * its refusal. `ui` and `web-kit/graphql` are facades over the design card's libraries: a page
 * has one styled-components (inside `ui`) and one Apollo Client (inside `web-kit/graphql`), so
 * those two are singletons through their facades and are not shared on their own (a shared
 * module is never tree-shaken: Apollo Client whole would be on every first screen).
 */
export const SHARED_BREAKS: Record<string, { since: string; why: string }[]> = {
  ui: [
    {
      since: '0.3.0',
      why: "ui 0.3 styles with styled-components 6; releases built for ui 0.2 styled through ui's own clone of its API on goober, which this shell no longer has: rebuild the release on this shell's ui",
    },
  ],
  'web-kit/graphql': [
    {
      since: '0.2.0',
      why: 'web-kit/graphql 0.2 runs on Apollo Client 4 (its cache, links and hooks); releases built for 0.1 were built and tested against urql with graphcache: rebuild the release on this shell\'s web-kit',
    },
  ],
};

const singleton = { singleton: true, requiredVersion: false } as const;
const facade = (name: FacadedModule) => ({ ...singleton, import: facadePath(name), version: installedVersion(name) });

/** The module federation `shared` option of every app: one copy of each, ranges checked at `promote`. */
export const SHARED = Object.fromEntries(
  Object.keys(SHARED_RANGES).map((name) => [name, name in FACADES ? facade(name as FacadedModule) : singleton]),
);

/**
 * Where the real packages are: the facades import them, and so may the package itself (a
 * package's modules may import it by name). Those requests must reach the package, not the shared facade.
 * The ESM entry, as webpack picks it from the package's `exports` (the `module`/`import`
 * conditions, else `default`). Read by hand: `import.meta.resolve` is missing under vitest,
 * whose journeys build the apps, and `require.resolve` would pick the CommonJS entry.
 */
type Exports = string | { [condition: string]: Exports };
function esmTarget(exports: Exports): string | undefined {
  if (typeof exports === 'string') return exports;
  for (const condition of ['module', 'import', 'default']) {
    const target = exports[condition] === undefined ? undefined : esmTarget(exports[condition]);
    if (target) return target;
  }
  return undefined;
}
function realEntry(name: FacadedModule): string {
  const [scope, bare, ...rest] = name.split('/');
  const packageName = name.startsWith('@') ? `${scope}/${bare}` : scope!;
  const subpath = ['.', ...(name.startsWith('@') ? rest : [bare, ...rest]).filter(Boolean)].join('/');
  const dir = join(repoRoot, 'node_modules', packageName);
  const exportsField = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, Exports> }).exports;
  const target = exportsField[subpath] === undefined ? undefined : esmTarget(exportsField[subpath]);
  if (!target) throw new Error(`${name}: no ESM entry in ${packageName}'s exports`);
  return join(dir, target);
}

/**
 * Sends a facaded package name to the package itself when the request comes from a facade or
 * from inside node_modules; app code keeps getting the shared facade. Runs before module
 * federation matches requests to shared modules (`beforeResolve` precedes `factorize`).
 */
export class FacadeInternals {
  private readonly real = new Map((Object.keys(FACADES) as FacadedModule[]).map((name) => [name as string, realEntry(name)]));
  private readonly facades = new Set((Object.keys(FACADES) as FacadedModule[]).map(facadePath));

  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('FacadeInternals', (factory) => {
      factory.hooks.beforeResolve.tap('FacadeInternals', (data) => {
        const real = this.real.get(data.request);
        const issuer = data.contextInfo.issuer;
        if (real && issuer && (this.facades.has(issuer) || issuer.includes('/node_modules/'))) data.request = real;
      });
    });
    // What this build's facades offer, beside its manifest: `promote` compares a release's with the shell's.
    compiler.hooks.thisCompilation.tap('FacadeInternals', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FacadeInternals', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('shared-exports.json', new compiler.webpack.sources.RawSource(JSON.stringify(sharedExports(), null, 2)));
      });
    });
  }
}
