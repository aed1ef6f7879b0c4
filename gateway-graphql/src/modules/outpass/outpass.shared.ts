import type { ActivityLog } from '../../core/activity-log.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/errors.js';
import type { FeedEventKind } from '../../core/enums.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid } from '../../core/validate.js';
import type { ActivityView, NotificationView, OutpassView } from '../../core/views.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier } from '../notification/index.js';
import { assertOpenYearRow } from '../year/index.js';
import { Outpass } from './outpass.entity.js';
import { OUTPASS_POPULATE } from './outpass.view.js';

/** What the services of this module share. */
export interface OutpassDeps {
  publisher: Publisher;
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  /** The key id a newly approved outpass's gate code is derived under, and the code's hash. */
  gateCode: (outpassId: string) => { kid: string; hash: string };
  /** Where the office's Recent Activity is written (the activity module's, core/activity-log.ts). */
  activities: ActivityLog;
}

/** Things to announce once a transaction has committed. */
export interface Announcements {
  outpasses: { view: OutpassView; hostelId: string | null }[];
  notifications: NotificationView[];
  activities: { kind: FeedEventKind; view: ActivityView }[];
}

export const nothingToAnnounce = (): Announcements => ({ outpasses: [], notifications: [], activities: [] });

/** Publishes what a committed transaction changed: the student's and staff's screens, the bells, the feed. */
export async function announce(publisher: Publisher, a: Announcements): Promise<void> {
  for (const { view, hostelId } of a.outpasses) publisher.outpass(view, hostelId);
  publisher.notifications(a.notifications);
  for (const { kind, view } of a.activities) await publisher.activity(kind, view);
}

/** Locks one outpass (inside a transaction) and reads it fresh with its hostel and student; one of a closed academic year is read-only. */
export async function lockOutpass(em: EntityManager, id: string): Promise<Outpass> {
  if (!isUuid(id) || (await lockRows(em, 'outpasses', [id])).size === 0) throw notFound('Outpass');
  await assertOpenYearRow(em, 'outpasses', id, 'outpass');
  return em.findOneOrFail(Outpass, { id }, { refresh: true, populate: [...OUTPASS_POPULATE, 'student'] });
}
