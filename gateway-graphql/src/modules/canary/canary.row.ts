import type { CanaryStatus } from '../../core/enums.js';

/**
 * A row of `remote_canaries` as PostgreSQL returns it (`select *`), for the judge's job and the
 * teams' commands (scripts/canaries.ts), which read the table with SQL.
 */
export interface RemoteCanaryRow {
  id: string;
  remote: string;
  stable_release: string | null;
  canary_release: string;
  steps: number[];
  step: number;
  share: number;
  min_sessions: number;
  min_minutes: number;
  lcp_p75_ms: number;
  status: `${CanaryStatus}`;
  reason: string | null;
  started_by: string;
  started_at: Date;
  step_started_at: Date;
  ended_at: Date | null;
  applied_at: Date | null;
}
