import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import type { Throttle } from '../../core/limits.js';
import type { Metrics } from '../../core/metrics.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import { CanaryReportKind } from '../../core/enums.js';
import { MAX_BODY_BYTES, reportsInput, type Report } from './canary.validate.js';

/** The reports that make their session a failed one for the judge. */
export const FAILED_KINDS: ReadonlySet<CanaryReportKind> = new Set([CanaryReportKind.LOAD_ERROR, CanaryReportKind.RENDER_ERROR, CanaryReportKind.UNHANDLED_ERROR]);

/** What the shell calls a remote served from its local build (scripts/releases.ts remoteList). */
export const LOCAL_BUILD = 'local build';

/**
 * The beacon: what browsers report of the remotes' releases (issue 55, docs/decisions/0160).
 * Tied to the session (a report without one is refused), limited per session, validated whole;
 * counted as Prometheus metrics, and kept for the judge when its release is in a running or
 * paused canary (the canary's or the stable one's), under the SHA-256 of the session's id, with
 * the session added to the step's tally (canary_sessions).
 */
export class CanaryReports {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { throttle: Throttle; metrics?: Metrics },
  ) {}

  async record(viewer: Viewer | null, body: unknown, bytes: number): Promise<number> {
    const session = requireViewer(viewer);
    await this.deps.throttle.take('canaryReportsPerSession', session.sessionId);
    if (bytes > MAX_BODY_BYTES) throw badInput([{ field: 'reports', message: `A beacon is at most ${MAX_BODY_BYTES / 1024} KB.` }]);
    const { reports } = parseInput(reportsInput, body);
    for (const r of reports) {
      if (!this.deps.metrics) break;
      const labels = this.deps.metrics.remoteLabels(r.remote, r.release);
      this.deps.metrics.remoteReports.inc({ ...labels, kind: r.kind });
      if (r.kind === CanaryReportKind.VITAL) this.deps.metrics.remoteVitals.observe({ ...labels, name: r.name! }, r.name === 'CLS' ? r.value! : r.value! / 1000);
    }
    const active = await this.em.execute<{ id: string; remote: string; stable_release: string | null; canary_release: string; step: number }[]>(
      `select id, remote, stable_release, canary_release, step from remote_canaries where status in ('running', 'paused')`,
    );
    const canaryOf = (r: Report) => active.find((c) => c.remote === r.remote && (r.release === c.canary_release || r.release === (c.stable_release ?? LOCAL_BUILD)));
    const kept = reports.flatMap((r) => {
      const canary = canaryOf(r);
      return canary ? [{ canary, r }] : [];
    });
    if (kept.length === 0) return 0;
    const key = sha256Hex(session.sessionId);
    // The session once a step and release in the judge's tally, failed if any of its reports is an error.
    const tally = new Map<string, { canary: string; step: number; release: string; failed: boolean }>();
    for (const { canary, r } of kept) {
      const at = `${canary.id} ${r.release}`;
      const failed = (tally.get(at)?.failed ?? false) || FAILED_KINDS.has(r.kind);
      tally.set(at, { canary: canary.id, step: canary.step, release: r.release, failed });
    }
    const reportRows = kept.map(() => '(?, ?, ?, ?::canary_report_kind, ?, ?, ?, ?)').join(', ');
    const sessionRows = [...tally.values()].map(() => '(?::uuid, ?::smallint, ?, ?, ?::boolean)').join(', ');
    // One statement: the reports and the tally commit together.
    await this.em.execute(
      `with kept as (insert into canary_reports (canary_id, release, session_key, kind, route, message, vital, value) values ${reportRows})
       insert into canary_sessions (canary_id, step, release, session_key, failed) values ${sessionRows}
       on conflict (canary_id, step, release, session_key) do update set failed = true where excluded.failed and not canary_sessions.failed`,
      [
        ...kept.flatMap(({ canary, r }) => [canary.id, r.release, key, r.kind, r.route ?? null, r.message ?? null, r.name ?? null, r.value ?? null]),
        ...[...tally.values()].flatMap((t) => [t.canary, t.step, t.release, key, t.failed]),
      ],
    );
    return kept.length;
  }
}
