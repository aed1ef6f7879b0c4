import { init } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from 'web-kit';
import { loadRemoteRoutes, registerRemotesFromManifest } from '../remotes/registry';
import { beaconReports, hidePage, stubBeacon, unstubBeacon } from './beacon.fixture';
import type { Report } from './report';
import { startReports, stopReports } from './remote-reports';
import type { WebVitals } from './web-vitals-reports';

/*
 * The page's real federation runtime (this file runs in a worker of its own: vitest.config.ts),
 * with the network answered here: /remotes.json lists the remotes, mf_student's entry script has
 * run (its container is on the page, as remoteEntry.js leaves it), mf_rooms' manifest cannot be fetched.
 */
const STUDENT_RELEASE = '1.4.0-20261129T1200';
const LIST: RemoteEntry[] = [
  {
    name: 'mf_student',
    area: 'This part of DormSpace',
    entry: `http://localhost:3001/releases/${STUDENT_RELEASE}/remoteEntry.js`,
    version: STUDENT_RELEASE,
    routes: [{ path: '/', match: 'exact', guard: 'session', title: 'Dashboard', frame: 'student' }],
  },
  {
    name: 'mf_rooms',
    area: 'The room grid',
    entry: 'http://localhost:3002/releases/2.0.0-20261130T0900/mf-manifest.json',
    version: '2.0.0-20261130T0900',
    routes: [{ path: '/allotment', match: 'prefix', guard: 'session', title: 'Rooms', frame: 'student' }],
  },
];

const quietVitals = async (): Promise<WebVitals> => ({ onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined });
const network = vi.fn<typeof fetch>();
let beacon: ReturnType<typeof stubBeacon>;

async function hiddenPageSends(): Promise<Report[]> {
  beacon.mockClear();
  hidePage();
  return (await beaconReports(beacon)).flat();
}

let remotes: RemoteEntry[];

beforeEach(() => {
  // The runtime and the registry say what failed on the console; the reports are what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', network);
});

beforeAll(async () => {
  beacon = stubBeacon();
  network.mockImplementation(async (input) => {
    if (String(input) === '/remotes.json') return Response.json(LIST);
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', network);
  Object.assign(globalThis, { mf_student: { init: () => undefined, get: async () => () => ({ routes: [{ path: '/', element: 'Dashboard' }] }) } });
  // A shell page the remotes do not own: nothing is preloaded before the tests ask.
  window.history.replaceState(null, '', '/login');
  init({ name: 'shell', remotes: [] });
  remotes = await registerRemotesFromManifest('/remotes.json');
  startReports(remotes, quietVitals);
});

afterAll(() => {
  stopReports();
  unstubBeacon();
  Reflect.deleteProperty(globalThis, 'mf_student');
});

describe('reports on loading remotes, through the federation runtime', () => {
  it('reports `loaded` once a page for a remote whose entry and routes loaded, however often its routes show', async () => {
    const loading = loadRemoteRoutes('mf_student');
    expect(await hiddenPageSends()).toEqual([]); // not before its code is here
    const module = await loading;
    expect(module.routes[0]!.element).toBe('Dashboard');
    await loadRemoteRoutes('mf_student');
    window.history.replaceState(null, '', '/');
    await loadRemoteRoutes('mf_student');
    expect(await hiddenPageSends()).toEqual([{ remote: 'mf_student', release: STUDENT_RELEASE, kind: 'loaded' }]);
    expect(await hiddenPageSends()).toEqual([]);
  });

  it('reports `load_error` for a remote that cannot be loaded, after its retries, without its URL', async () => {
    window.history.replaceState(null, '', '/allotmentGH-1');
    const module = await loadRemoteRoutes('mf_rooms');
    expect(module.routes).toEqual([expect.objectContaining({ path: '*' })]); // the fallback stands in
    const manifestAsked = network.mock.calls.filter(([input]) => String(input).endsWith('/mf-manifest.json'));
    expect(manifestAsked.length).toBeGreaterThan(1); // retried first
    const reports = await hiddenPageSends();
    expect(reports).toEqual([{ remote: 'mf_rooms', release: '2.0.0-20261130T0900', kind: 'load_error', route: '/allotment', message: expect.stringContaining('Failed to get manifest') }]);
    expect(reports[0]!.message).not.toMatch(/localhost|http/);
    expect(reports[0]!.message!.length).toBeLessThanOrEqual(300);
  });
});
