import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, REMOTES, repoRoot } from './apps.js';
import { configurationPage, NOT_SETTINGS, PAGE, SCRIPT_SETTINGS } from './configuration-doc.js';
import { GATEWAY_SETTINGS, loadConfig } from '../gateway-graphql/src/config.js';
import { OFFICE_TIME_ZONE } from '../gateway-graphql/src/core/clock.js';

/** The environment variables a source file reads: `env.NAME`, `env['NAME']`, `process.env.NAME`. */
function variablesRead(source: string): string[] {
  return [...source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map((m) => (m[1] ?? m[2])!);
}

/** The product's code that reads settings: the gateway's sources and the scripts, without tests. */
function sourceFiles(): string[] {
  const gateway = readdirSync(join(repoRoot, 'gateway-graphql', 'src'), { recursive: true, encoding: 'utf8' }).map((file) => join('gateway-graphql', 'src', file));
  const scripts = readdirSync(join(repoRoot, 'scripts')).map((file) => join('scripts', file));
  return [...gateway, ...scripts].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('configuration-doc'));
}

const scriptSettings = Object.values(SCRIPT_SETTINGS).flat();
const documented = [...GATEWAY_SETTINGS.map((s) => s.name), ...scriptSettings.map((s) => s.name)];
/** Names the code takes from APPS rather than spells: each app's port (scripts/apps.ts) and each remote's `…_URL` (scripts/releases.ts). */
const fromApps = [...Object.values(APPS).map((app) => app.portEnv), ...REMOTES.map((app) => APPS[app].portEnv.replace('_PORT', '_URL'))];

describe('docs/configuration.md', () => {
  it('is what scripts/configuration-doc.ts writes from the code today (run `npx tsx scripts/configuration-doc.ts`)', () => {
    expect(readFileSync(PAGE, 'utf8')).toBe(configurationPage());
  });

  it('names every environment variable the gateway and the scripts read', () => {
    const read = new Set(sourceFiles().flatMap((file) => variablesRead(readFileSync(join(repoRoot, file), 'utf8'))));
    const missing = [...read].filter((name) => !documented.includes(name) && !NOT_SETTINGS.includes(name));
    expect(missing, 'read by the code but not on the page: describe them in GATEWAY_SETTINGS or SCRIPT_SETTINGS').toEqual([]);
  });

  it('names no variable the code no longer reads', () => {
    const read = new Set([...sourceFiles().flatMap((file) => variablesRead(readFileSync(join(repoRoot, file), 'utf8'))), ...fromApps]);
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
  });

  it('lists each variable once', () => {
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it.each(GATEWAY_SETTINGS.filter((s) => s.value !== undefined).map((s) => [s.name, s.value!]))('gives %s the default the gateway uses (%s)', (name, value) => {
    expect(loadConfig({ [name]: value })).toEqual(loadConfig({}));
  });

  it("gives the office's zone the default the gateway uses", () => {
    const documentedZone = GATEWAY_SETTINGS.find((s) => s.name === 'OFFICE_TIME_ZONE')?.value;
    if (process.env.OFFICE_TIME_ZONE) return; // set on this machine: the constant shows the setting, not the default
    expect(OFFICE_TIME_ZONE).toBe(documentedZone);
  });

  it.each(scriptSettings.filter((s) => !fromApps.includes(s.name)).map((s) => [s.name, s.readIn]))('finds %s read in %s', (name, file) => {
    expect(variablesRead(readFileSync(join(repoRoot, file), 'utf8'))).toContain(name);
  });
});
