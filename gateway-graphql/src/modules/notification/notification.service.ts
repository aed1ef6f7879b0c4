import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { NotificationKind } from '../../core/enums.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import type { NotificationView } from '../../core/views.js';
import type { MailQueue } from '../mail/index.js';
import { User } from '../user/index.js';
import { Notification } from './notification.entity.js';
import { notificationListInput } from './notification.validate.js';

/** A notification to write: to whom, about what, and where in the product it leads. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the product, e.g. /newprofile. */
  link?: string;
}

export interface NotificationPage {
  items: NotificationView[];
  unread: number;
}

export const toNotificationView = (n: Notification): NotificationView => ({
  id: n.id,
  userId: n.user.id,
  kind: n.kind as NotificationKind,
  title: n.title,
  body: n.body,
  link: n.link ?? null,
  createdAt: n.createdAt.toISOString(),
  read: Boolean(n.readAt),
});

/**
 * Writes notifications inside the transaction that causes them: the row under the bell, and
 * (for people who want it) its mail on the durable queue. Either both exist or, if the change
 * rolls back, neither. The caller publishes the returned views after commit.
 */
export class Notifier {
  constructor(
    private readonly mail: MailQueue,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  async write(em: EntityManager, drafts: readonly NotificationDraft[]): Promise<NotificationView[]> {
    if (drafts.length === 0) return [];
    const people = new Map((await em.find(User, { id: { $in: [...new Set(drafts.map((d) => d.userId))] } })).map((u) => [u.id, u]));
    const rows: Notification[] = [];
    for (const draft of drafts) {
      const user = people.get(draft.userId);
      if (!user || user.disabledAt) continue;
      const row = em.create(Notification, { user, kind: draft.kind, title: draft.title, body: draft.body, link: draft.link ?? null, createdAt: this.clock() });
      rows.push(row);
      if (user.emailNotifications) {
        const open = draft.link ? `\n\nOpen DormSpace: ${this.url(draft.link)}` : '';
        await this.mail.enqueue(em, {
          to: user.email,
          subject: `DormSpace: ${draft.title}`,
          text: `Hello ${user.name},\n\n${draft.body}${open}\n\nYou can turn these emails off on your profile in DormSpace.`,
        });
      }
    }
    await em.flush();
    // Views after the flush: the id is the database's (gen_random_uuid()), unknown before the
    // insert; a view made earlier published `id: undefined`, and every live notification
    // failed with "Cannot return null for non-nullable field Notification.id".
    return rows.map(toNotificationView);
  }

  /** A mail to someone without an account (a guardian), in the same transaction as its cause. */
  async mailTo(em: EntityManager, to: string, subject: string, text: string): Promise<void> {
    await this.mail.enqueue(em, { to, subject: `DormSpace: ${subject}`, text });
  }

  /** An absolute address in the product (links in mail). */
  url(path: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${path}`;
  }
}

/** The bell: a person's own notifications, newest first, and marking them read. */
export class NotificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async mine(viewer: Viewer | null, first?: unknown): Promise<NotificationPage> {
    const caller = requireViewer(viewer);
    const { first: limit } = parseInput(notificationListInput, { first });
    const rows = await this.em.find(Notification, { user: caller.userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    const unread = await this.em.count(Notification, { user: caller.userId, readAt: null });
    return { items: rows.map(toNotificationView), unread };
  }

  /** Marks the caller's notifications read: these ids (others' ids are ignored), or all of them. */
  async markRead(viewer: Viewer | null, ids: readonly string[] | null): Promise<number> {
    const caller = requireViewer(viewer);
    const wanted = ids?.filter(isUuid);
    if (wanted && wanted.length === 0) return this.em.count(Notification, { user: caller.userId, readAt: null });
    await this.em.nativeUpdate(Notification, { user: caller.userId, readAt: null, ...(wanted && { id: { $in: wanted } }) }, { readAt: this.clock() });
    return this.em.count(Notification, { user: caller.userId, readAt: null });
  }
}
