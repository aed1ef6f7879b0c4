import { beaconReports, stubBeacon, unstubBeacon } from './beacon.fixture';
import type { Report } from './report';
import { enqueue, flush, forgetQueue, MAX_QUEUED } from './report-queue';

const error = (i: number): Report => ({ remote: 'mf_rooms', release: '2.0.0', kind: 'render_error', message: `error ${i}` });
const vital = (name: 'LCP' | 'CLS', value: number): Report => ({ remote: 'mf_rooms', release: '2.0.0', kind: 'vital', name, value });

describe('the report queue', () => {
  let beacon: ReturnType<typeof stubBeacon>;
  const network = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

  beforeEach(() => {
    beacon = stubBeacon();
    vi.stubGlobal('fetch', network);
  });

  afterEach(() => {
    forgetQueue();
    unstubBeacon();
  });

  it(`keeps at most ${MAX_QUEUED} reports, dropping the oldest Web Vitals first, then the oldest reports`, async () => {
    enqueue(vital('LCP', 2100));
    for (let i = 1; i <= 47; i += 1) enqueue(error(i));
    enqueue(vital('CLS', 0.1));
    enqueue(error(48));
    enqueue(error(49)); // 51 queued: the LCP goes
    enqueue(error(50)); // then the CLS
    enqueue(error(51)); // then the oldest error
    flush('beacon');
    const sent = await beaconReports(beacon);
    expect(sent.map((reports) => reports.length)).toEqual([20, 20, 10]);
    expect(sent.flat()).toEqual(Array.from({ length: 50 }, (_, i) => error(i + 2)));
  });

  it('sends with a keepalive fetch when the browser refuses a beacon', () => {
    beacon.mockReturnValue(false);
    enqueue(error(1));
    flush('beacon');
    expect(network).toHaveBeenCalledWith(
      '/api/releases/reports',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin', body: JSON.stringify({ reports: [error(1)] }) }),
    );
  });
});
