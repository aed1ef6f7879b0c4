import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import semver from 'semver';
import type { RemoteEntry, RemoteManifest } from '../web-kit/src/remote-manifest.js';
import { APPS, appDir, distDir, portOf, REMOTES, repoRoot, type AppName } from './apps.js';
import { SHARED_BREAKS, SHARED_RANGES } from './shared.js';

/**
 * An environment's deployments: every remote's immutable releases, and the runtime map that says
 * which release of each the shell loads. `DEPLOY_DIR`, by default `.data/deploy`.
 *
 *   releases/<app>/<version>/   remoteEntry.js, mf-manifest.json, content-hashed chunks,
 *                                release.json (version, routes, shared ranges), operations.graphql
 *   runtime-map.json            { "<app>": { "current": "<version>", "history": ["<older>", …] } }
 */
export const deployDir = (env: NodeJS.ProcessEnv = process.env) => env.DEPLOY_DIR ?? join(repoRoot, '.data', 'deploy');
export const releasesDir = (app: AppName, env: NodeJS.ProcessEnv = process.env) => join(deployDir(env), 'releases', app);

/** What a release says about itself, beside its files. */
export interface ReleaseInfo extends RemoteManifest {
  app: AppName;
  version: string;
  createdAt: string;
  commit: string | null;
  /** Each shared module as built: its version and the range the remote accepts from the shell. */
  shared: SharedModule[];
  /**
   * The module federation runtime the release was built for: it runs on the shell's (see
   * scripts/webpack.ts), which must be that version. Absent in releases that brought their own.
   */
  runtime?: string;
}

interface SharedModule {
  name: string;
  version: string;
  requiredVersion: string | false;
  /** For a module shared as a facade (scripts/shared.ts): the names the release's facade offers. */
  exports?: string[];
}

/** What the running shell provides of one shared module. */
export interface ProvidedModule {
  version: string;
  /** The names its facade offers, when the module is shared as one. */
  exports?: string[];
}

/** `shared-exports.json`, which every build writes beside its manifest (none before facades). */
async function facadeExports(dir: string): Promise<Record<string, string[]>> {
  const file = join(dir, 'shared-exports.json');
  return existsSync(file) ? readJson<Record<string, string[]>>(file) : {};
}

type RuntimeMap = Partial<Record<AppName, { current: string; history: string[] }>>;

/** A refusal a release team must read: the command prints it and exits 1. */
export class ReleaseError extends Error {}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** A remote's own manifest (`<app>/src/manifest.ts`): its paths, guards, titles and nav entries. */
export async function remoteManifest(app: AppName): Promise<RemoteManifest> {
  const module = (await import(pathToFileURL(join(appDir(app), 'src', 'manifest.ts')).href)) as { manifest: RemoteManifest };
  return module.manifest;
}

/** Every GraphQL operation of a remote's source, as one document (what codegen reads too). */
export async function remoteOperations(app: AppName): Promise<string> {
  const { loadDocuments } = await import('@graphql-tools/load');
  const { CodeFileLoader } = await import('@graphql-tools/code-file-loader');
  const dir = appDir(app);
  const sources = await loadDocuments([`${dir}/src/**/*.{ts,tsx}`, `!${dir}/src/gql/**`, `!${dir}/src/**/*.test.{ts,tsx}`], {
    loaders: [new CodeFileLoader()],
  });
  return sources.map((source) => source.rawSDL ?? '').join('\n');
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

async function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, path);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The default version: the package's, then the time of the build (UTC), unique per release. */
function defaultVersion(app: AppName, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);
  const { version } = JSON.parse(readFileSync(join(appDir(app), 'package.json'), 'utf8')) as { version: string };
  return `${version}-${stamp}`;
}

/**
 * Builds an immutable release of one remote into `releases/<app>/<version>/`. A version that
 * exists already is never overwritten. Returns what the release says about itself.
 */
export async function release(app: AppName, options: { version?: string; env?: NodeJS.ProcessEnv; now?: Date } = {}): Promise<ReleaseInfo> {
  if (!APPS[app].remote) throw new ReleaseError(`${app} is not a remote: only remotes are released this way.`);
  const version = options.version ?? defaultVersion(app, options.now ?? new Date());
  if (!VERSION.test(version)) throw new ReleaseError(`"${version}" is not a version: use letters, digits, ".", "+" and "-" (at most 64).`);
  const target = join(releasesDir(app, options.env), version);
  if (existsSync(target)) throw new ReleaseError(`${app} ${version} exists already: releases are immutable, choose another version.`);

  const building = `${target}.building-${process.pid}`;
  await mkdir(building, { recursive: true });
  try {
    const { build } = await import('./build.js');
    await build([app], 'production', { outDir: building, release: version });
    const manifest = await remoteManifest(app);
    const mf = await readJson<{ shared: SharedModule[]; metaData: { pluginVersion: string } }>(join(building, 'mf-manifest.json'));
    const exportsOf = await facadeExports(building);
    const info: ReleaseInfo = {
      ...manifest,
      app,
      version,
      createdAt: (options.now ?? new Date()).toISOString(),
      commit: gitCommit(),
      shared: mf.shared.map(({ name, version: v, requiredVersion }) => ({ name, version: v, requiredVersion: SHARED_RANGES[name] ?? requiredVersion, ...(exportsOf[name] ? { exports: exportsOf[name] } : {}) })),
      runtime: mf.metaData.pluginVersion,
    };
    await writeFile(join(building, 'operations.graphql'), await remoteOperations(app));
    await writeFile(join(building, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
    await rename(building, target);
    return info;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** The versions of one remote, oldest first, and the one the environment serves. */
export async function listReleases(app: AppName, env: NodeJS.ProcessEnv = process.env): Promise<{ versions: string[]; current: string | null }> {
  const dir = releasesDir(app, env);
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const versions: { version: string; createdAt: string }[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.includes('.building-')) continue;
    const file = join(dir, entry.name, 'release.json');
    if (existsSync(file)) versions.push({ version: entry.name, createdAt: (await readJson<ReleaseInfo>(file)).createdAt });
  }
  versions.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { versions: versions.map((v) => v.version), current: (await runtimeMap(env))[app]?.current ?? null };
}

async function runtimeMap(env: NodeJS.ProcessEnv): Promise<RuntimeMap> {
  const file = join(deployDir(env), 'runtime-map.json');
  return existsSync(file) ? readJson<RuntimeMap>(file) : {};
}

async function readRelease(app: AppName, version: string, env: NodeJS.ProcessEnv): Promise<ReleaseInfo> {
  const file = join(releasesDir(app, env), version, 'release.json');
  if (!VERSION.test(version) || !existsSync(file)) {
    const { versions } = await listReleases(app, env);
    throw new ReleaseError(`${app} has no release ${version}. Released: ${versions.length > 0 ? versions.join(', ') : 'none yet (npm run release first)'}.`);
  }
  return readJson<ReleaseInfo>(file);
}

/** What the running shell provides: its singletons, with their versions and facades, and its federation runtime's version. */
export interface ShellProvides {
  shared: Map<string, ProvidedModule>;
  runtime: string;
}

/** What the running shell provides, from its build. */
export async function shellProvides(path: string): Promise<ShellProvides> {
  if (!existsSync(path)) throw new ReleaseError(`Cannot check the shared modules: the shell's manifest ${path} is missing (build the shell, or pass --shell).`);
  const mf = await readJson<{ shared: SharedModule[]; metaData: { pluginVersion: string } }>(path);
  const exportsOf = await facadeExports(dirname(path));
  return {
    shared: new Map(mf.shared.map((s) => [s.name, { version: s.version, ...(exportsOf[s.name] ? { exports: exportsOf[s.name] } : {}) }])),
    runtime: mf.metaData.pluginVersion,
  };
}

/**
 * Why a release cannot run beside this shell and this gateway, if it cannot: a shared singleton
 * the shell lacks or provides at a version outside the release's range (two Reacts, or an API
 * the release was not built for), a federation runtime other than the one it was built for, or an
 * operation the gateway's schema no longer answers.
 */
export function incompatibilities(info: Pick<ReleaseInfo, 'shared' | 'runtime'>, shell: ShellProvides, operations: string, schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  if (info.runtime && info.runtime !== shell.runtime) {
    problems.push(`federation runtime: the release runs on the shell's, and was built for ${info.runtime}; the shell provides ${shell.runtime}.`);
  }
  for (const module of info.shared) {
    const provided = shell.shared.get(module.name);
    if (provided === undefined) problems.push(`shared module ${module.name}: the shell does not provide it (the release would load a second copy).`);
    else if (module.requiredVersion && !semver.satisfies(provided.version, module.requiredVersion)) {
      const range = module.requiredVersion;
      // The newest break the shell has passed and the release's range has not: why they differ.
      const reason = (SHARED_BREAKS[module.name] ?? []).findLast(({ since }) => semver.gte(provided.version, since) && !semver.satisfies(since, range));
      problems.push(`shared module ${module.name}: the release needs ${range}, the shell provides ${provided.version}${reason ? `: ${reason.why}` : ''}.`);
    } else if (module.exports && provided.exports) {
      // A facade offers only some names (a shell without one shares the whole package): a name
      // the release may use and the shell lacks would be undefined at run time.
      const missing = module.exports.filter((name) => !provided.exports!.includes(name));
      if (missing.length > 0) problems.push(`shared module ${module.name}: the release may use ${missing.join(', ')}, which the shell's ${module.name} does not offer.`);
    }
  }
  let document;
  try {
    document = parse(operations);
  } catch (error) {
    return [...problems, `operations do not parse: ${(error as Error).message}`];
  }
  for (const error of validate(schema, document)) {
    const at = error.nodes?.[0]?.loc?.start ?? -1;
    const owner = document.definitions.find((d) => d.loc && d.loc.start <= at && at < d.loc.end);
    const name = owner && 'name' in owner && owner.name ? owner.name.value : 'an operation';
    problems.push(`${name}: ${error.message}`);
  }
  return problems;
}

/** Where promotion reads the running shell and gateway from (the defaults: this checkout's shell build and schema). */
export interface CheckOptions {
  env?: NodeJS.ProcessEnv;
  schemaPath?: string;
  shellManifest?: string;
}

/**
 * Refuses (a {@link ReleaseError} listing every problem) a release that does not fit the running
 * shell and gateway: what `promote` checks, and a canary before any browser gets it.
 */
export async function checkRelease(app: AppName, version: string, options: CheckOptions = {}): Promise<ReleaseInfo> {
  const env = options.env ?? process.env;
  const info = await readRelease(app, version, env);
  const schemaPath = options.schemaPath ?? env.GATEWAY_SCHEMA ?? join(repoRoot, 'schema', 'schema.graphql');
  if (!existsSync(schemaPath)) throw new ReleaseError(`Cannot check the operations: the gateway's schema ${schemaPath} is missing.`);
  const schema = buildSchema(await readFile(schemaPath, 'utf8'));
  const shell = await shellProvides(options.shellManifest ?? env.SHELL_MANIFEST ?? join(distDir('shell'), 'mf-manifest.json'));
  const operations = await readFile(join(releasesDir(app, env), version, 'operations.graphql'), 'utf8');
  const problems = incompatibilities(info, shell, operations, schema);
  if (problems.length > 0) {
    throw new ReleaseError(`Refused: ${app} ${version} does not fit this environment.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return info;
}

/** Points the environment at a release, after checking it fits the running shell and gateway. */
export async function promote(app: AppName, version: string, options: CheckOptions = {}): Promise<{ previous: string | null }> {
  await checkRelease(app, version, options);
  return pointAt(app, version, { env: options.env });
}

/**
 * Points the environment at a release with no checks: a canary's, checked when it started, once it
 * is promoted (scripts/canaries.ts). The release served before goes on the history, for rollback.
 */
export async function pointAt(app: AppName, version: string, options: { env?: NodeJS.ProcessEnv } = {}): Promise<{ previous: string | null }> {
  const env = options.env ?? process.env;
  await readRelease(app, version, env);
  const map = await runtimeMap(env);
  const previous = map[app]?.current ?? null;
  if (previous === version) return { previous };
  map[app] = { current: version, history: previous ? [...(map[app]?.history ?? []), previous] : (map[app]?.history ?? []) };
  await mkdir(deployDir(env), { recursive: true });
  await writeJsonAtomically(join(deployDir(env), 'runtime-map.json'), map);
  return { previous };
}

/** The release a remote serves everyone but a canary's share: the runtime map's, or null for the local build. */
export async function stableRelease(app: AppName, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  return (await runtimeMap(env))[app]?.current ?? null;
}

/** Whether a remote has this release (a canary's, before it is served). */
export const hasRelease = (app: AppName, version: string, env: NodeJS.ProcessEnv = process.env) =>
  VERSION.test(version) && existsSync(join(releasesDir(app, env), version, 'release.json'));

/** Returns a remote to the release it ran before the current one (the local build when none). */
export async function rollback(app: AppName, options: { env?: NodeJS.ProcessEnv } = {}): Promise<{ from: string; to: string | null }> {
  const env = options.env ?? process.env;
  const map = await runtimeMap(env);
  const state = map[app];
  if (!state) throw new ReleaseError(`${app} has no promoted release to roll back from.`);
  const to = state.history.at(-1) ?? null;
  if (to) map[app] = { current: to, history: state.history.slice(0, -1) };
  else delete map[app];
  await writeJsonAtomically(join(deployDir(env), 'runtime-map.json'), map);
  return { from: state.current, to };
}

/**
 * The environment's remote list, as the shell reads it at /remotes.json on every page load: each
 * remote's promoted release (or, before any promotion, its local build), with the paths it owns.
 * `MF_…_URL` points a remote somewhere else entirely (its routes are then the local manifest's).
 * `serve` names another release for some remotes: a canary's, for the browsers in its share
 * (scripts/canaries.ts); a remote pointed elsewhere by `MF_…_URL` keeps that.
 */
export async function remoteList(env: NodeJS.ProcessEnv = process.env, serve: Partial<Record<AppName, string>> = {}): Promise<RemoteEntry[]> {
  const map = await runtimeMap(env);
  const list: RemoteEntry[] = [];
  for (const app of REMOTES) {
    const origin = `http://localhost:${portOf(app, env)}`;
    const override = env[APPS[app].portEnv.replace('_PORT', '_URL')];
    const current = serve[app] ?? map[app]?.current;
    if (current && !override) {
      const info = await readRelease(app, current, env);
      list.push({ name: info.name, area: info.area, routes: info.routes, version: current, entry: `${origin}/releases/${current}/mf-manifest.json` });
    } else {
      const manifest = await remoteManifest(app);
      list.push({ ...manifest, version: 'local build', entry: override ?? `${origin}/mf-manifest.json` });
    }
  }
  return list;
}
