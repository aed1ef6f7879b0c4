import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityKind } from './enums.js';
import type { ActivityView } from './views.js';

/** A row an activity is about: the caller's own entity (flushed or not yet), or its id. */
export type ActivityRow = object | string;

/** What an activity says, and whom and what it is about. */
export interface ActivityInput {
  type: ActivityKind;
  description: string;
  student?: ActivityRow | null;
  outpass?: ActivityRow | null;
  roomRequest?: ActivityRow | null;
  hostel?: ActivityRow | null;
  timestamp?: Date;
}

/** An activity written in a transaction: its view for the live feed, read once the transaction has flushed it. */
export interface WrittenActivity {
  view(): ActivityView;
}

/**
 * The admin's Recent Activity, written by the modules whose changes it reports (booking,
 * outpass), in their own transactions. The activity module implements it; services.ts hands it
 * to them, so they need not import that module, whose entity names theirs (the gateway's layers,
 * issue 50: outpass and booking stand below activity).
 */
export interface ActivityLog {
  add(em: EntityManager, input: ActivityInput): WrittenActivity;
  /**
   * Marks resolved the activity about an outpass or a room request (only one still unresolved,
   * and of `type`, when asked); null when there is none.
   */
  resolve(em: EntityManager, about: { outpassId?: string; roomRequestId?: string; type?: ActivityKind; unresolvedOnly?: boolean }): Promise<WrittenActivity | null>;
}
