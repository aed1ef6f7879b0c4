import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../core/validate.js';
import { Compatibility } from './compatibility.js';
import { placeUnits, unitsOf } from './assignment.placement.js';
import { questionsOf, type Answers } from './questionnaire.js';
import type { LotteryDeps } from './process.service.js';
import { ProcessStatus } from './selection-process.entity.js';
import type { ProcessRow } from './process.view.js';
import { pendingRequestOf } from '../../core/commitments.js';

/** The queue the assignment runs on (MailQueue.enqueueJob / work). */
export const ASSIGNMENT_QUEUE = 'selection-assignment';

/** What one run of the assignment did. */
export interface AssignmentOutcome {
  placed: number;
  unplaced: number;
  groupsPlaced: number;
  groupsUnplaced: number;
  freeBeds: number;
  /** Singles paired by the questionnaire and placed together, and their mean score (0-100). */
  pairsMatched: number;
  meanPairCompatibility: number | null;
}

/**
 * The assignment job: places every entrant who chose nothing, in one transaction. Safe to run
 * again: it acts only while the process is still Assigning (a retry after a commit finds it
 * Assigned and does nothing; one after a failure finds nothing written). room_occupancies is
 * locked `exclusive` (reads, and the grids, go on; no booking, move or offer slips in between
 * reading the free beds and taking them); the process row first, as undo and publish take it.
 * Answers null when there was nothing to do.
 */
export async function runAssignment(em: EntityManager, deps: Pick<LotteryDeps, 'clock' | 'audit' | 'publisher'>, processId: string): Promise<AssignmentOutcome | null> {
  const now = deps.clock();
  const done = await em.transactional(async (tx) => {
    const [p] = await tx.execute<ProcessRow[]>('select * from selection_processes where id = ? for update', [processId]);
    if (!p || p.status !== ProcessStatus.ASSIGNING) return null;
    await tx.execute('lock table room_occupancies in exclusive mode');
    const compatibility = new Compatibility(questionsOf(p.questionnaire));
    const vector = (answers: Answers | null) => (answers ? compatibility.vector(answers) : null);
    const entrants = (await tx.execute<{ student_id: string; enrollment_id: string; lottery_number: number; group_id: string | null; gender: string | null; needs: boolean; answers: Answers | null }[]>(
      `select u.id as student_id, e.enrollment_id, e.lottery_number, e.group_id, u.gender::text as gender, r.needs_accessible_room as needs, rp.answers
         from selection_entrants e
         join roster_entries r on r.enrollment_id = e.enrollment_id
         join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
         left join roommate_profiles rp on rp.process_id = e.process_id and rp.enrollment_id = e.enrollment_id
        where e.process_id = ?
          and not exists (select 1 from room_occupancies o where o.student_id = u.id)
          and not ${pendingRequestOf('u.id')}`,
      [processId],
    )).map((r) => ({ studentId: r.student_id, enrollmentId: r.enrollment_id, lotteryNumber: r.lottery_number, groupId: r.group_id, gender: r.gender, needsAccessibleRoom: r.needs, vector: vector(r.answers) }));
    // Those already in a room who answered this process's questionnaire: no one is placed with a dealbreaker.
    const occupants = new Map<string, Int8Array[]>();
    for (const o of await tx.execute<{ room_id: string; answers: Answers }[]>(
      `select o.room_id, rp.answers from room_occupancies o join users u on u.id = o.student_id
         join roommate_profiles rp on rp.process_id = ? and rp.enrollment_id = u.enrollment_id
         join rooms r on r.id = o.room_id join selection_process_hostels ph on ph.hostel_id = r.hostel_id and ph.process_id = rp.process_id`,
      [processId],
    )) {
      occupants.set(o.room_id, [...(occupants.get(o.room_id) ?? []), compatibility.vector(o.answers)]);
    }
    const rooms = (await tx.execute<{ id: string; gender: string; accessible: boolean; beds: number[] }[]>(
      `select r.id, h.gender::text as gender, r.accessible, array_agg(b.bed order by b.bed) as beds
         from selection_process_hostels ph
         join hostels h on h.id = ph.hostel_id and h.retired_at is null
         join rooms r on r.hostel_id = h.id and r.in_service and r.retired_at is null
         cross join lateral generate_series(1, r.capacity) as b(bed)
        where ph.process_id = ?
          and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = b.bed)
        group by r.id, h.name, h.gender, r.accessible, r.number
        order by h.name, r.number`,
      [processId],
    )).map((r) => ({ id: r.id, gender: r.gender, accessible: r.accessible, beds: r.beds, occupants: occupants.get(r.id) ?? [] }));

    const units = unitsOf(entrants);
    const { placements, unplaced, pairs } = placeUnits(units, rooms, Number(p.seed), compatibility);
    if (placements.length > 0) {
      await tx.execute(
        `insert into room_occupancies (room_id, student_id, bed, process_id, created_at)
         select a.room_id, a.student_id, a.bed, ?, ? from unnest(?::uuid[], ?::uuid[], ?::int[]) as a(room_id, student_id, bed)`,
        [processId, now, pgArray(placements.map((a) => a.roomId)), pgArray(placements.map((a) => a.studentId)), `{${placements.map((a) => a.bed).join(',')}}`],
      );
    }
    await tx.execute(`update selection_processes set status = 'Assigned', assigned_at = ?, updated_at = ? where id = ?`, [now, now, processId]);
    const groups = units.filter((u) => u.group).length;
    const outcome: AssignmentOutcome = {
      placed: placements.length,
      unplaced: unplaced.reduce((n, u) => n + u.members.length, 0),
      groupsPlaced: groups - unplaced.filter((u) => u.group).length,
      groupsUnplaced: unplaced.filter((u) => u.group).length,
      freeBeds: rooms.reduce((n, r) => n + r.beds.length, 0) - placements.length,
      pairsMatched: pairs.length,
      meanPairCompatibility: pairs.length > 0 ? Math.round(pairs.reduce((n, s) => n + s, 0) / pairs.length) : null,
    };
    await deps.audit.record(tx, null, {
      action: 'selection_process.assigned',
      objectType: 'selection_process',
      objectId: processId,
      before: { status: ProcessStatus.ASSIGNING },
      after: { status: ProcessStatus.ASSIGNED, seed: p.seed, ...outcome },
    });
    return { outcome, rooms: [...new Set(placements.map((a) => a.roomId))], students: placements.map((a) => a.studentId) };
  });
  if (!done) return null;
  // Open grids repaint the beds taken; the placed students' room screens re-read.
  deps.publisher.rooms(done.rooms);
  deps.publisher.myRooms(done.students);
  return done.outcome;
}
