import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /** How long a keep-alive connection must stay idle, once the stop began, before it is closed (default 1 s). */
  idleGraceMs?: number;
  /** The longest a stop waits for requests in flight (default 10 s); then every connection is cut. */
  deadlineMs?: number;
  /**
   * SHUTDOWN_DELAY_MS: how long a stop says 503 at /readyz, still accepting and answering as
   * before, until it closes the listener (default 0), so load balancers stop sending first.
   */
  delayMs?: number;
}

/**
 * A stop that loses no request (the README's promise, with keep-alive clients too).
 *
 * 0. First say 503 at /readyz (`stopping`) for `delayMs`, accepting and answering as before,
 *    so a load balancer takes the instance out while it still answers. Closing the listener at
 *    once reset every connection still waiting to be accepted (clients without keep-alive: a
 *    new connection each request; 37 resets a stop) and refused the ones after it.
 *
 * Node's `server.close()` ends every idle keep-alive connection at once, and a request the
 * client has just written onto one of them is reset unanswered: under load, 40 resets per stop,
 * some of them bookings that had committed. Instead:
 * 1. stop accepting connections, but leave the open ones alone;
 * 2. answer every request already received or still arriving on them, with `Connection: close`,
 *    so the client opens its next one elsewhere (another instance, behind the load balancer);
 * 3. close a connection that stays idle through a grace period (a client that is not sending);
 * 4. at the deadline, cut whatever is left.
 */
export class Drain {
  private draining = false;
  private unready: Promise<void> | undefined;
  private readonly inFlight = new Map<Socket, Set<ServerResponse>>();

  constructor(
    private readonly server: Server,
    private readonly options: DrainOptions = {},
  ) {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.track(req.socket, res));
  }

  /** True from the stop's first moment: /readyz answers 503. */
  get stopping(): boolean {
    return this.unready !== undefined;
  }

  /** Step 0: /readyz says 503 from now; resolves after the delay, everything still served meanwhile. */
  announce(): Promise<void> {
    return (this.unready ??= new Promise((resolve) => setTimeout(resolve, this.options.delayMs ?? 0)));
  }

  async drain(): Promise<void> {
    await this.announce();
    if (this.draining) return;
    this.draining = true;
    const { idleGraceMs = 1_000, deadlineMs = 10_000 } = this.options;
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(this.server, () => resolve()));
    for (const responses of this.inFlight.values()) for (const res of responses) closeAfter(res);

    const deadline = Date.now() + deadlineMs;
    // Connections that stayed idle through the grace period are closed; busy ones close themselves.
    const graceEnds = Date.now() + Math.min(idleGraceMs, deadlineMs);
    while (Date.now() < graceEnds && (await this.connections()) > 0) await sleep(50);
    this.server.closeIdleConnections();
    const interval = setInterval(() => this.server.closeIdleConnections(), 100);
    try {
      await Promise.race([closed, sleep(Math.max(0, deadline - Date.now()))]);
    } finally {
      clearInterval(interval);
    }
    this.server.closeAllConnections();
    await closed;
  }

  private connections(): Promise<number> {
    return new Promise((resolve) => this.server.getConnections((error, count) => resolve(error ? 0 : count)));
  }

  private track(socket: Socket, res: ServerResponse): void {
    if (this.draining) closeAfter(res);
    let responses = this.inFlight.get(socket);
    if (!responses) this.inFlight.set(socket, (responses = new Set()));
    responses.add(res);
    const done = () => {
      responses.delete(res);
      if (responses.size === 0) this.inFlight.delete(socket);
    };
    res.once('finish', done);
    res.once('close', done);
  }
}

/** This answer ends its connection: the client will not send another request on it. */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  else res.shouldKeepAlive = false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
