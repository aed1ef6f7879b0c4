import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'ui';
import type { RemoteEntry } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient } from 'web-kit/testing';
import { RemoteRoutes } from '../remotes/remote-routes';
import { REMOTES } from '../remotes/remotes.fixture';
import { beaconBodies, beaconReports, hidePage, stubBeacon, unstubBeacon } from './beacon.fixture';
import { reportLoaded, reportRenderError, startReports, stopReports } from './remote-reports';
import type { WebVitals } from './web-vitals-reports';

const RELEASE = '1.4.0-20261129T1200';
/** The fixture's remotes as a promoted environment lists them: mf_student's release under /releases/, the others local builds. */
const remotes: RemoteEntry[] = REMOTES.map((remote) =>
  remote.name === 'mf_student' ? { ...remote, version: RELEASE, entry: `http://localhost:3001/releases/${RELEASE}/mf-manifest.json` } : { ...remote, version: 'local build' },
);
const student = remotes[0]!;
const STUDENT_SCRIPT = `http://localhost:3001/releases/${RELEASE}/src_visitors-page_tsx.3f2a1b9c.js`;
const SHELL_SCRIPT = 'http://localhost:3000/startup-react-dom.5e269bf2.js';

/** web-vitals that never calls back (the tests below that are not about Web Vitals). */
const quietVitals = async (): Promise<WebVitals> => ({ onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined });

let beacon: ReturnType<typeof stubBeacon>;
let network: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  beacon = stubBeacon();
  network = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  stopReports();
  unstubBeacon();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const beacons = () => beaconReports(beacon);

const frame = (url: string) => `    at render (${url}:1:2045)`;
const withStack = (message: string, ...frames: string[]) => Object.assign(new Error(message), { stack: [`Error: ${message}`, ...frames].join('\n') });

describe("the shell's reports on a remote's release", () => {
  it('reports a render error in a remote route once, tagged with the remote, its release and the route', async () => {
    function Boom(): never {
      throw new Error('visitors list exploded');
    }
    window.history.replaceState(null, '', '/visitors');
    startReports(remotes, quietVitals);
    render(
      <GraphQLProvider client={mockedClient()}>
        <UiProvider>
          <BrowserRouter>
            <RemoteRoutes remote={student} module={{ routes: [{ path: '/visitors', element: <Boom /> }] }} />
          </BrowserRouter>
        </UiProvider>
      </GraphQLProvider>,
    );
    expect(await screen.findByText('This part of DormSpace is unavailable right now')).toBeInTheDocument();
    expect(beacon).not.toHaveBeenCalled();

    hidePage();
    expect(await beacons()).toEqual([[{ remote: 'mf_student', release: RELEASE, kind: 'render_error', route: '/visitors', message: 'visitors list exploded' }]]);
    expect(network).not.toHaveBeenCalled();
  });

  it('batches the queue into beacons of at most 20 reports and 8 KB when the page is hidden, or on pagehide', async () => {
    startReports(remotes, quietVitals);
    for (let i = 1; i <= 25; i += 1) reportRenderError('mf_rooms', new Error(`grid ${i} broke`));
    hidePage();
    const sent = await beacons();
    expect(sent.map((reports) => reports.length)).toEqual([20, 5]);
    expect(sent.flat().map((r) => r.message)).toEqual(Array.from({ length: 25 }, (_, i) => `grid ${i + 1} broke`));
    expect(sent[0]![0]).toEqual({ remote: 'mf_rooms', release: 'local build', kind: 'render_error', message: 'grid 1 broke' });

    // Long messages of two-byte characters: fewer to a request, none over 8 KB.
    beacon.mockClear();
    for (let i = 1; i <= 20; i += 1) reportRenderError('mf_admin', new Error(`${i} ${'é'.repeat(400)}`));
    window.dispatchEvent(new Event('pagehide'));
    const bodies = await beaconBodies(beacon);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(8 * 1024);
    expect((await beacons()).flat()).toHaveLength(20);
  });

  it('sends an error within 2 s with a keepalive fetch while the page stays open; anything else within 10 s', async () => {
    vi.useFakeTimers();
    startReports(remotes, quietVitals);
    window.history.replaceState(null, '', '/allotmentGH-1');
    window.dispatchEvent(new ErrorEvent('error', { error: withStack('cannot read rooms', frame('http://localhost:3002/src_grid.js')), filename: 'http://localhost:3002/src_grid.js' }));
    vi.advanceTimersByTime(1999);
    expect(network).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe('/api/releases/reports');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({
      reports: [{ remote: 'mf_rooms', release: 'local build', kind: 'unhandled_error', route: '/allotment', message: 'cannot read rooms' }],
    });

    reportLoaded('mf_rooms');
    vi.advanceTimersByTime(9999);
    expect(network).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(network).toHaveBeenCalledTimes(2);
    expect(JSON.parse(network.mock.calls[1]![1]!.body as string)).toEqual({ reports: [{ remote: 'mf_rooms', release: 'local build', kind: 'loaded', route: '/allotment' }] });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('truncates messages to 300 characters and keeps no stack, URL or address in them', async () => {
    startReports(remotes, quietVitals);
    reportRenderError('mf_student', new Error('x'.repeat(1000)));
    reportRenderError('mf_student', withStack(`No student jo.doe@college.edu at https://dormspace.example/visitors?code=12\nsecond line`, frame(STUDENT_SCRIPT)));
    hidePage();
    const [long, personal] = (await beacons()).flat();
    expect(long!.message).toHaveLength(300);
    expect(long!.message!.endsWith('…')).toBe(true);
    expect(personal!.message).toBe('No student [email] at [url] second line');
  });

  it('sends an error nobody caught only when its script or a frame of its stack is a remote release', async () => {
    startReports(remotes, quietVitals);
    // The shell's own code, a cross-origin script the browser muted, a rejection with no stack: nobody's.
    window.dispatchEvent(new ErrorEvent('error', { error: withStack('shell broke', frame(SHELL_SCRIPT)), filename: SHELL_SCRIPT }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    // Another release of mf_student than the one this page was given.
    window.dispatchEvent(new ErrorEvent('error', { error: withStack('old release', frame('http://localhost:3001/releases/1.3.9/a.js')) }));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();

    // Thrown in the shell's React, from the remote's component below it; and a rejection in Firefox's format.
    window.dispatchEvent(new ErrorEvent('error', { error: withStack('bad hook', frame(SHELL_SCRIPT), frame(STUDENT_SCRIPT)), filename: SHELL_SCRIPT }));
    const rejected = Object.assign(new Error('visitor lookup failed'), { stack: `load@${STUDENT_SCRIPT}:3:10\n@${SHELL_SCRIPT}:1:1` });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejected }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejected })); // the same error twice counts once
    hidePage();
    expect(await beacons()).toEqual([
      [
        { remote: 'mf_student', release: RELEASE, kind: 'unhandled_error', route: '/', message: 'bad hook' },
        { remote: 'mf_student', release: RELEASE, kind: 'unhandled_error', route: '/', message: 'visitor lookup failed' },
      ],
    ]);
  });

  it("attributes each Web Vital to the remote that owns the page when it is settled, none to the shell's own pages", async () => {
    const callbacks: Partial<Record<'LCP' | 'INP' | 'CLS', (metric: { name: string; value: number }) => void>> = {};
    const vitals = async () => ({ onLCP: (f: never) => (callbacks.LCP = f), onINP: (f: never) => (callbacks.INP = f), onCLS: (f: never) => (callbacks.CLS = f) }) as unknown as WebVitals;
    window.history.replaceState(null, '', '/allotmentGH-1');
    startReports(remotes, vitals);
    await waitFor(() => expect(Object.keys(callbacks)).toHaveLength(3));

    callbacks.LCP!({ name: 'LCP', value: 2140.5 });
    window.history.replaceState(null, '', '/login');
    callbacks.CLS!({ name: 'CLS', value: 0.04 });
    window.history.replaceState(null, '', '/visitors');
    callbacks.INP!({ name: 'INP', value: 96 });
    hidePage();
    expect(await beacons()).toEqual([
      [
        { remote: 'mf_rooms', release: 'local build', kind: 'vital', route: '/allotment', name: 'LCP', value: 2140.5 },
        { remote: 'mf_student', release: RELEASE, kind: 'vital', route: '/visitors', name: 'INP', value: 96 },
      ],
    ]);
  });

  it('never throws into the page, whatever the network does', () => {
    startReports(remotes, quietVitals);
    beacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    network.mockImplementation(() => {
      throw new TypeError('no fetch');
    });
    reportRenderError('mf_rooms', new Error('broke'));
    expect(() => hidePage()).not.toThrow();
  });
});
