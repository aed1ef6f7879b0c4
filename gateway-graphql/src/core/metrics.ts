import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A GraphQL operation's name as a label: only well-formed names, and at most 200 of them, or an attacker could grow the series without end. */
const MAX_OPERATION_NAMES = 200;
/** A browser's report names its remote and release: at most 100 pairs of them as labels, for the same reason. */
const MAX_REMOTE_RELEASES = 100;

/** `value` as a label while it is one of the first `max` seen (or seen before), else 'other'. */
function bounded(seen: Set<string>, value: string, max: number): string {
  if (seen.has(value)) return value;
  if (seen.size >= max) return 'other';
  seen.add(value);
  return value;
}

/**
 * The gateway's Prometheus metrics (prom-client), one registry an instance (tests run several
 * gateways in one process). Served at /metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();
  private readonly remoteReleases = new Set<string>();
  /** Read at each scrape; bootstrap points them at the WebSocket server and the event bus. */
  readonly probes = { wsConnections: () => 0, redisUp: () => 1, jobQueueDepth: async (): Promise<Record<string, number>> => ({}), passwordHashing: () => ({ waiting: 0, shed: 0 }) };

  readonly httpRequests = new Counter({ name: 'dormspace_http_requests_total', help: 'HTTP requests answered, by route (REST path pattern, /graphql, …), method and status', labelNames: ['route', 'method', 'status'], registers: [this.registry] });
  readonly httpDuration = new Histogram({ name: 'dormspace_http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames: ['route', 'method'], buckets: SECONDS, registers: [this.registry] });
  readonly graphqlOperations = new Counter({ name: 'dormspace_graphql_operations_total', help: 'GraphQL operations, by name, type and outcome (ok or the first error code)', labelNames: ['operation', 'type', 'outcome'], registers: [this.registry] });
  readonly graphqlDuration = new Histogram({ name: 'dormspace_graphql_operation_duration_seconds', help: 'Time to execute a GraphQL operation over HTTP', labelNames: ['operation', 'type'], buckets: SECONDS, registers: [this.registry] });
  readonly gridReads = new Counter({ name: 'dormspace_grid_reads_total', help: "Room grid queries, by how they were answered: by the grid lane from the hostel's kept rooms (kept), from kept rooms within the fan-out delay of a change (stale), after reading the database (built), or by Apollo (apollo: the first of each query text, and any the lane leaves)", labelNames: ['answered'], registers: [this.registry] });
  readonly bookingLane = new Counter({ name: 'dormspace_booking_lane_answers_total', help: 'POST /api/bookroom/room answered by the booking lane, before Express (http/booking-lane.ts), by status; the rest went the full path', labelNames: ['status'], registers: [this.registry] });
  readonly graphqlLane = new Counter({ name: 'dormspace_graphql_lane_answers_total', help: 'POST /graphql answered by the GraphQL lane, before Express (http/graphql-lane.ts), by status and by what answered: apollo (its pipeline) or compiled (an operation plan); the rest went the full path', labelNames: ['status', 'answered'], registers: [this.registry] });
  readonly bookings = new Counter({ name: 'dormspace_bookings_total', help: 'Beds taken at once (instant) and room requests made (request)', labelNames: ['mode'], registers: [this.registry] });
  readonly loginFailures = new Counter({ name: 'dormspace_login_failures_total', help: 'Logins refused for a wrong email or password', registers: [this.registry] });
  readonly remoteReports = new Counter({ name: 'dormspace_remote_reports_total', help: "Browsers' reports of the remotes' releases (issue 55), by remote, release and kind (loaded, load_error, render_error, unhandled_error, vital)", labelNames: ['remote', 'release', 'kind'], registers: [this.registry] });
  readonly remoteVitals = new Histogram({ name: 'dormspace_remote_web_vitals', help: "Web Vitals browsers reported, by remote, release and name: LCP and INP in seconds, CLS as a score", labelNames: ['remote', 'release', 'name'], buckets: [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10], registers: [this.registry] });
  readonly rateLimited = new Counter({ name: 'dormspace_rate_limit_refusals_total', help: 'Calls refused by a rate limit, by limit', labelNames: ['limit'], registers: [this.registry] });
  readonly roomChangeMessages = new Counter({ name: 'dormspace_room_change_messages_total', help: "roomChanges messages sent to this gateway's open grids (one a grid a batch)", registers: [this.registry] });
  readonly roomChangeRooms = new Counter({ name: 'dormspace_room_change_rooms_total', help: "Rooms those messages carried (rooms a message, over dormspace_room_change_messages_total: how much ROOM_CHANGES_WINDOW_MS batches)", registers: [this.registry] });
  readonly wsConnections = this.gauge('dormspace_websocket_connections', 'Open WebSocket connections', async (g) => g.set(this.probes.wsConnections()));
  readonly jobQueueDepth = this.gauge('dormspace_job_queue_depth', 'Background jobs waiting, by queue', async (g) => {
    for (const [queue, depth] of Object.entries(await this.probes.jobQueueDepth())) g.set({ queue }, depth);
  }, ['queue']);
  readonly redisUp = this.gauge('dormspace_redis_up', '1 while Redis (when configured) is reachable', async (g) => g.set(this.probes.redisUp()));
  readonly databaseUnavailable = new Counter({ name: 'dormspace_database_unavailable_total', help: 'Requests answered 503: the database could not be reached, or a login was shed (see dormspace_password_hashes_shed_total)', registers: [this.registry] });
  readonly passwordQueue = this.gauge('dormspace_password_hashes_waiting', 'Password hashes waiting for a hashing worker', async (g) => g.set(this.probes.passwordHashing().waiting));
  readonly passwordShed = new Counter({
    name: 'dormspace_password_hashes_shed_total',
    help: 'Logins and other password checks refused with 503 because the hashing line was full',
    registers: [this.registry],
    collect: (() => {
      const probes = this.probes;
      return function (this: Counter) {
        this.reset(); // the hasher counts for the process; the counter shows its figure
        this.inc(probes.passwordHashing().shed);
      };
    })(),
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'dormspace_' });
  }

  private gauge(name: string, help: string, read: (gauge: Gauge) => Promise<void>, labelNames: string[] = []): Gauge {
    return new Gauge({ name, help, labelNames, registers: [this.registry], collect: async function (this: Gauge) { await read(this); } });
  }

  /** The label for an operation name: its own when known or room remains, else 'other'. */
  operationLabel(name: string | null | undefined): string {
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'anonymous';
    return bounded(this.operationNames, name, MAX_OPERATION_NAMES);
  }

  /**
   * The labels of a browser's report (issue 55): its remote and release while that pair is one of
   * the first 100 seen, else both 'other'. The browser names them, so a forged report could
   * otherwise add series without end.
   */
  remoteLabels(remote: string, release: string): { remote: string; release: string } {
    return bounded(this.remoteReleases, `${remote} ${release}`, MAX_REMOTE_RELEASES) === 'other' ? { remote: 'other', release: 'other' } : { remote, release };
  }
}
