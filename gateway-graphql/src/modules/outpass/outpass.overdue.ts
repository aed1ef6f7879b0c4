import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDayTime } from '../../core/clock.js';
import { ActivityKind, FeedEventKind, NotificationKind, RequestStatus } from '../../core/enums.js';
import { Outpass } from './outpass.entity.js';
import { announce, nothingToAnnounce, type OutpassDeps } from './outpass.shared.js';
import { staffOfHostel } from './outpass.staff.js';
import { OUTPASS_POPULATE, toOutpassView } from './outpass.view.js';
import type { NotificationDraft } from '../notification/index.js';

/** How many outpasses one sweep marks at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * The overdue sweep (a job on the durable queue, every minute by default): an outpass still Out
 * when its expected return passes becomes Overdue; the student, the hostel's staff and the
 * guardian are told, and the staff dashboard hears of it live. Rows another sweep (another
 * gateway) or a return scan holds are skipped, and picked up next time if still out.
 */
export class OverdueSweep {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {}

  /** Marks what is overdue now (by the injected clock); returns how many. */
  async run(): Promise<number> {
    const now = this.deps.clock();
    const out = nothingToAnnounce();
    const marked = await this.em.transactional(async (em) => {
      const due = await em.execute<{ id: string }[]>(
        `select id from outpasses where status = 'Out' and expected_return_at < ? order by expected_return_at, id limit ? for update skip locked`,
        [now, BATCH],
      );
      if (due.length === 0) return 0;
      // Each hostel's staff, read once per sweep however many of its students are overdue.
      const staffOf = new Map<string | null, Promise<string[]>>();
      const staffFor = (hostelId: string | null) => staffOf.get(hostelId) ?? staffOf.set(hostelId, staffOfHostel(em, hostelId)).get(hostelId)!;
      const outpasses = await em.find(Outpass, { id: { $in: due.map((d) => d.id) } }, { refresh: true, populate: [...OUTPASS_POPULATE, 'student'] });
      for (const outpass of outpasses) {
        outpass.status = RequestStatus.OVERDUE;
        outpass.overdueAt = now;
        const student = outpass.student;
        const hostelId = outpass.hostel?.id ?? null;
        const dueBy = officeDayTime(outpass.expectedReturnAt);
        const activity = this.deps.activities.add(em, {
          type: ActivityKind.OUTPASS_OVERDUE,
          description: `${student.name} (${student.enrollmentId}) is overdue: due back from ${outpass.where} by ${dueBy}`.slice(0, 500),
          student,
          outpass,
          hostel: hostelId,
          timestamp: now,
        });
        await em.flush();
        out.activities.push({ kind: FeedEventKind.CREATED, view: activity.view() });
        await this.deps.audit.record(em, null, {
          action: 'outpass.overdue',
          objectType: 'outpass',
          objectId: outpass.id,
          studentId: student.id,
          hostelId,
          before: { status: RequestStatus.OUT },
          after: { status: RequestStatus.OVERDUE, expectedReturnAt: outpass.expectedReturnAt.toISOString() },
        });
        const drafts: NotificationDraft[] = [
          { userId: student.id, kind: NotificationKind.OUTPASS_OVERDUE, title: 'You are overdue', body: `You were due back from ${outpass.where} by ${dueBy}. Come back as soon as you can, or call the hostel office.`, link: '/newprofile' },
        ];
        for (const staff of await staffFor(hostelId)) {
          drafts.push({ userId: staff, kind: NotificationKind.OUTPASS_OVERDUE, title: `${student.name} is overdue`, body: `${student.name} (${student.enrollmentId}) was due back from ${outpass.where} by ${dueBy} and has not come back through the gate.`, link: '/adminpage/dashboard' });
        }
        out.notifications.push(...(await this.deps.notifier.write(em, drafts)));
        if (student.guardianEmail) {
          await this.deps.notifier.mailTo(em, student.guardianEmail, `${student.name} is overdue`, `Hello ${student.guardianName ?? ''},\n\n${student.name} was due back at the hostel from ${outpass.where} by ${dueBy} and has not come back through the gate yet. The hostel office has been told.`);
        }
        out.outpasses.push({ view: toOutpassView(outpass), hostelId });
      }
      return outpasses.length;
    });
    await announce(this.deps.publisher, out);
    return marked;
  }
}
