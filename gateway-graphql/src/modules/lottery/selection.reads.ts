import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/enums.js';
import { isoOf } from '../../core/validate.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import { slotStart } from './draw.js';
import { groupOf, invitationsOf, maxGroupSize } from './group.view.js';
import type { MySelectionView, SelectionNowView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';
import { asProcessRow, type ProcessRow } from './process.view.js';
import { ProcessStatus } from './selection-process.entity.js';

/**
 * What students and screens read of the published selection processes (docs/decisions/0136): a
 * student's number, slot, group and invitations, and which slots choose now. The office's side
 * (setting up, publishing) is LotteryService's.
 */
export class SelectionReads {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<LotteryDeps, 'clock'>,
  ) {}

  /** Student: their place in the published process of their gender's hostels; null if none. */
  async mine(viewer: Viewer | null): Promise<MySelectionView | null> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const [raw] = await this.em.execute<(ProcessRow & { lottery_number: number; own_slot: number; group_slot: number; hostels: string[] })[]>(
      `select p.*, e.lottery_number, e.slot as own_slot,
              coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot) as group_slot,
              array(select h.name from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = p.id order by h.name) as hostels
         from selection_processes p
         join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
        where p.status in ('Published', 'Assigning', 'Assigned')
        order by p.published_at desc limit 1`,
      [student.userId],
    );
    if (!raw) return null;
    const row = asProcessRow(raw);
    const first = row.first_slot_at;
    const closes = new Date(row.closes_at);
    const groupStart = slotStart(first, row.slot_minutes, row.group_slot);
    return {
      processId: row.id,
      processName: row.name,
      hostels: row.hostels,
      lotteryNumber: row.lottery_number,
      slot: row.own_slot + 1,
      slotStartsAt: slotStart(first, row.slot_minutes, row.own_slot).toISOString(),
      groupSlotStartsAt: groupStart.toISOString(),
      closesAt: closes.toISOString(),
      state: row.status !== ProcessStatus.PUBLISHED || now >= closes ? 'CLOSED' : now < groupStart ? 'NOT_YET' : 'OPEN',
      group: await groupOf(this.em, row.id, student.userId),
      invitations: await invitationsOf(this.em, row.id, student.userId),
      maxGroupSize: await maxGroupSize(this.em, row.id, student.gender),
      now: now.toISOString(),
    };
  }

  /** Anyone logged in: the published processes (a student's: of their gender's hostels) and which slots choose now. */
  async now(viewer: Viewer | null): Promise<SelectionNowView[]> {
    const caller = requireViewer(viewer);
    const now = this.deps.clock();
    const rows = await this.em.execute<(ProcessRow & { hostels: string[]; entrants: number })[]>(
      `select p.*, array(select h.name from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = p.id order by h.name) as hostels,
              (select count(*)::int from selection_entrants e where e.process_id = p.id) as entrants
         from selection_processes p
        where p.status in ('Published', 'Assigning', 'Assigned')
          and (?::text is null or exists (select 1 from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = p.id and h.gender::text = ?))
        order by p.first_slot_at`,
      [caller.role === Role.STUDENT ? caller.gender : null, caller.role === Role.STUDENT ? caller.gender : null],
    );
    return rows.map((raw) => asProcessRow(raw)).map((p) => nowOf(p, p.hostels, p.entrants, now));
  }
}

/** Which slots of a published process choose at `now`. */
export function nowOf(p: ProcessRow, hostels: string[], entrants: number, now: Date): SelectionNowView {
  const first = new Date(p.first_slot_at);
  const closes = new Date(p.closes_at);
  const slots = Math.ceil(entrants / p.per_slot);
  const closed = p.status !== ProcessStatus.PUBLISHED || now >= closes;
  const begun = now < first ? 0 : Math.min(slots, Math.floor((now.getTime() - first.getTime()) / (p.slot_minutes * 60_000)) + 1);
  const next = !closed && begun < slots ? begun + 1 : null;
  const nextAt = next ? slotStart(first, p.slot_minutes, next - 1) : null;
  return {
    processId: p.id,
    processName: p.name,
    hostels,
    selectingThrough: closed || begun === 0 ? null : begun,
    nextSlot: nextAt && nextAt < closes ? next : null,
    nextSlotAt: nextAt && nextAt < closes ? nextAt.toISOString() : null,
    slots,
    closesAt: isoOf(closes),
    closed,
    now: now.toISOString(),
  };
}
