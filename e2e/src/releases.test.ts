import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { incompatibilities, promote, release, releasesDir, rollback } from '../../scripts/releases.ts';
import { repoRoot } from '../../scripts/apps.ts';
import { screenshots } from './browser.ts';
import { useJourney } from './session.ts';

const journey = useJourney('releases');
const shot = screenshots('releases');

describe('a remote released, promoted and rolled back by its team alone, in Chromium', () => {
  it('two releases of mf-rooms: the second shows after promotion with no shell rebuild or restart, and a rollback brings the first back', async () => {
    const env = journey.env();
    await release('mf-rooms', { version: '2.0.0-first', env });
    await release('mf-rooms', { version: '2.0.0-second', env });
    await expect(release('mf-rooms', { version: '2.0.0-first', env })).rejects.toThrow('releases are immutable');

    const { page } = await journey.student('Female', 'Asha Rao');
    const note = page.getByTestId('release-note');
    const releaseShown = async () => {
      await page.goto(journey.url('/allotmentGH-2'));
      await page.getByRole('heading', { name: 'My room' }).waitFor();
      return note.textContent();
    };
    expect(await releaseShown()).toBe('mf-rooms · release development'); // the local build, before any promotion

    await promote('mf-rooms', '2.0.0-first', { env });
    expect(await releaseShown()).toBe('mf-rooms · release 2.0.0-first');
    await promote('mf-rooms', '2.0.0-second', { env });
    expect(await releaseShown()).toBe('mf-rooms · release 2.0.0-second');
    await shot(page, 'promoted-second');
    // The other remotes are untouched by mf-rooms' releases.
    await page.goto(journey.url('/'));
    expect(await note.textContent()).toBe('mf-student · release development');

    expect(await rollback('mf-rooms', { env })).toEqual({ from: '2.0.0-second', to: '2.0.0-first' });
    expect(await releaseShown()).toBe('mf-rooms · release 2.0.0-first');
    // The remote list names the release; its files come from the version's own folder.
    const list = (await (await page.request.get(journey.url('/remotes.json'))).json()) as { name: string; version: string; entry: string }[];
    const rooms = list.find((r) => r.name === 'mf_rooms')!;
    expect(rooms.version).toBe('2.0.0-first');
    expect(rooms.entry).toMatch(/\/releases\/2\.0\.0-first\/mf-manifest\.json$/);
  });

  it('refuses a release whose operations the gateway no longer answers, whose shared ranges the shell cannot meet, or built for another runtime; the served release stays', async () => {
    const env = journey.env();
    // A gateway that has dropped Room.freeBeds, which mf-rooms' grid and booking still ask for.
    const schema = (await readFile(join(repoRoot, 'schema', 'schema.graphql'), 'utf8')).replace(/^(\s*"""[^"]*"""\s*\n)?\s*freeBeds: Int!\s*$/m, '');
    const older = join(env.DEPLOY_DIR!, 'older-schema.graphql');
    await writeFile(older, schema);
    await expect(promote('mf-rooms', '2.0.0-second', { env, schemaPath: older })).rejects.toThrow(/GridRoom: Cannot query field "freeBeds" on type "Room"/);

    // A release built against a React the shell does not provide.
    const manifest = join(releasesDir('mf-rooms', env), '2.0.0-second', 'release.json');
    const info = JSON.parse(await readFile(manifest, 'utf8')) as { shared: { name: string; version: string; requiredVersion: string | false; exports?: string[] }[]; runtime?: string };
    expect(info.runtime).toMatch(/^\d+\.\d+\.\d+/);
    // The ranges it was built against are recorded for this check, though the browser no longer checks them.
    expect(info.shared.find((s) => s.name === 'react')?.requiredVersion).toBe('^19.3.1');
    expect(info.shared.find((s) => s.name === 'react-router-dom')?.requiredVersion).toMatch(/^\^7\./);
    const shell = { shared: new Map(info.shared.map((s) => [s.name, s])), runtime: info.runtime! };
    const react20 = { shared: info.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^20.0.0' } : s)) };
    const problems = incompatibilities(react20, shell, 'query Q { me { id } }', buildSchema(schema));
    expect(problems).toEqual([expect.stringMatching(/^shared module react: the release needs \^20\.0\.0, the shell provides 19\./)]);
    expect(incompatibilities({ shared: [...info.shared, { name: 'left-pad', version: '1.0.0', requiredVersion: '^1.0.0' }] }, shell, 'query Q { me { id } }', buildSchema(schema))).toEqual([
      'shared module left-pad: the shell does not provide it (the release would load a second copy).',
    ]);
    // A release built for the ui and web-kit/graphql of before (goober's clone, urql): refused, with why.
    expect(info.shared.find((s) => s.name === 'ui')?.requiredVersion).toBe('^0.3.0');
    const beforeApollo = { shared: info.shared.map((s) => (s.name === 'ui' ? { ...s, requiredVersion: '^0.2.0' } : s.name === 'web-kit/graphql' ? { ...s, requiredVersion: '^0.1.0' } : s)) };
    const refusals = incompatibilities(beforeApollo, shell, 'query Q { me { id } }', buildSchema(schema));
    expect(refusals).toHaveLength(2);
    expect(refusals).toEqual(expect.arrayContaining([
      expect.stringMatching(/^shared module ui: the release needs \^0\.2\.0, the shell provides 0\.3\.0: ui 0\.3 styles with styled-components 6; .*goober/),
      expect.stringMatching(/^shared module web-kit\/graphql: the release needs \^0\.1\.0, the shell provides 0\.2\.0: web-kit\/graphql 0\.2 runs on Apollo Client 4.*urql/),
    ]));
    // A release built against a react-router-dom facade that offers a name this shell's does not.
    const router = info.shared.find((s) => s.name === 'react-router-dom');
    expect(router?.exports).toContain('useNavigate');
    const widerRouter = { shared: info.shared.map((s) => (s.name === 'react-router-dom' ? { ...s, exports: [...(s.exports ?? []), 'useFetcher'] } : s)) };
    expect(incompatibilities(widerRouter, shell, 'query Q { me { id } }', buildSchema(schema))).toEqual([
      "shared module react-router-dom: the release may use useFetcher, which the shell's react-router-dom does not offer.",
    ]);
    // A release built before the router package was react-router-dom (0142) shares react-router, which this shell does not provide.
    const olderRouter = { shared: info.shared.map((s) => (s.name === 'react-router-dom' ? { ...s, name: 'react-router' } : s)) };
    expect(incompatibilities(olderRouter, shell, 'query Q { me { id } }', buildSchema(schema))).toEqual([expect.stringMatching(/^shared module react-router: /)]);

    // A release built for another federation runtime than the shell's (it runs on the shell's).
    expect(incompatibilities({ ...info, runtime: '9.9.9' }, shell, 'query Q { me { id } }', buildSchema(schema))).toEqual([
      `federation runtime: the release runs on the shell's, and was built for 9.9.9; the shell provides ${info.runtime}.`,
    ]);

    const { page } = await journey.student('Female', 'Kavya Menon');
    await page.goto(journey.url('/allotmentGH-2'));
    expect(await page.getByTestId('release-note').textContent()).toBe('mf-rooms · release 2.0.0-first');
  });
});
