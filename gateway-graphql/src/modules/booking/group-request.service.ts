import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLog, WrittenActivity } from '../../core/activity-log.js';
import type { Clock } from '../../core/clock.js';
import { ActivityKind, BookingMode, FeedEventKind, Role, RoomRequestStatus } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Metrics } from '../../core/metrics.js';
import type { Publisher } from '../../core/publisher.js';
import { parseInput } from '../../core/validate.js';
import { roomRequestForStudents, type RoomRequestView } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import { assertRoomOpen, roomClosed } from '../room/index.js';
import { lapseGroupInvitations, lockGroupIn, lockedWindowState, windowRefusal, type LockedGroup } from '../selection/index.js';
import { ON_ROSTER_SQL } from '../year/index.js';
import { assertGenderMatches, commitmentOf, constraintError, findRoomRef, freeBeds, ownCommitmentError, takenBeds } from './booking.rules.js';
import { idempotencyKeyInput } from './booking.validate.js';
import { RoomRequest } from './room-request.entity.js';
import { loadRoomRequestView } from './room-request.view.js';

/** What a group's request needs besides the database. */
export interface GroupRequestDeps {
  publisher: Publisher;
  audit: AuditLog;
  /** Where the office's Recent Activity is written (the activity module's, core/activity-log.ts). */
  activities: ActivityLog;
  clock: Clock;
  metrics?: Metrics;
}

/**
 * A roommate group's request for one room in a hostel that takes requests (issue 51,
 * docs/decisions/0151). Its leader asks, in the group's slot, for a room whose free beds fit
 * everyone; the members' acceptance of the group is their consent, so no one is asked again.
 * It is written as the leader's request (what the warden lists and decides, and the students
 * cancel) and one row for each member pointing at it (`leadRequest`): every rule that asks
 * whether a student waits on a request sees them, and the partial unique index keeps each in one.
 * The warden approves it as any request, every bed in one transaction, or none
 * (RoomRequestService.decide). Locks in GroupBooking's order: the window table, the group's row,
 * the members' rows, the room's row.
 */
export class GroupRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: GroupRequestDeps,
  ) {}

  async request(viewer: Viewer | null, roomId: unknown, key?: unknown): Promise<RoomRequestView> {
    const leader = requireRole(viewer, Role.STUDENT);
    const { idempotencyKey } = parseInput(idempotencyKeyInput, { idempotencyKey: key });
    // The same key again: the request was made before (its answer was lost). Answer it again.
    const earlier = idempotencyKey ? await this.em.findOne(RoomRequest, { student: leader.userId, requestKey: idempotencyKey }) : null;
    if (earlier) return roomRequestForStudents(await loadRoomRequestView(this.em, earlier.id));
    const room = await findRoomRef(this.em, { roomId });
    if (!room.inService || room.retiredAt) throw roomClosed({ number: room.number, retired: Boolean(room.retiredAt) });
    if (room.hostel.bookingMode !== BookingMode.APPROVAL) {
      throw new AppError('BAD_USER_INPUT', `Rooms in ${room.hostel.name} are booked instantly: book the room for your group instead.`, [
        { field: 'hostel', message: `${room.hostel.name} books rooms instantly.` },
      ]);
    }
    assertGenderMatches(room.hostel, leader);

    let saved: { id: string; activity: WrittenActivity };
    try {
      saved = await this.em.transactional(async (em) => {
        const now = this.deps.clock();
        // The group's gate is its leader's: their state reads the group's earliest slot.
        const state = await lockedWindowState(em, room.hostel.id, leader.userId, now);
        if (state !== 'open' && state !== 'in_group') throw await windowRefusal(em, room.hostel.id, room.hostel.name, state, leader.userId);
        const group = await lockGroupIn(em, leader.userId, room.hostel.id);
        if (!group) throw new AppError('BAD_USER_INPUT', `You lead no roommate group for ${room.hostel.name}: form one first, or request the room for yourself.`);
        if (group.leaderId !== leader.userId) throw new AppError('CONFLICT', `${group.leaderName} leads your roommate group: they ask for one room for all of you.`);
        await lockRows(em, 'users', group.members.map((m) => m.id));
        await assertAllFree(em, group);
        await lockRows(em, 'rooms', [room.id]);
        // As the room is now, under its lock: the office may have changed it since it was read above.
        const { capacity } = (await assertRoomOpen(em, room.id))!;
        const free = freeBeds(capacity, await takenBeds(em, room.id), capacity).length;
        const needed = group.members.length;
        if (free < needed) {
          throw new AppError('ROOM_FULL', free === 0 ? `Room ${room.number} is full: your group needs ${needed} beds.` : `Room ${room.number} has only ${free} free bed${free === 1 ? '' : 's'}: your group needs ${needed}.`);
        }
        const [self, ...others] = group.members;
        const request = em.create(RoomRequest, { student: self!.id, room: room.id, requestKey: idempotencyKey ?? null });
        for (const member of others) em.create(RoomRequest, { student: member.id, room: room.id, leadRequest: request });
        const names = others.map((m) => `${m.name} (${m.enrollment_id})`);
        const activity = this.deps.activities.add(em, {
          type: ActivityKind.ROOM_BOOKING_REQUEST,
          description: `${self!.name} (${self!.enrollment_id}) requested room ${room.number} in ${room.hostel.name}${names.length ? ` for their roommate group with ${names.join(', ')}` : ''}`,
          student: self!.id,
          roomRequest: request,
          hostel: room.hostel.id,
        });
        await em.flush();
        await lapseGroupInvitations(em, group.id, now);
        await this.deps.audit.record(em, leader, {
          action: 'room_request.created',
          objectType: 'room_request',
          objectId: request.id,
          studentId: leader.userId,
          hostelId: room.hostel.id,
          after: { status: RoomRequestStatus.PENDING, hostel: room.hostel.name, room: room.number, group: group.id, members: names },
        });
        return { id: request.id, activity };
      });
    } catch (error) {
      // Two copies of one keyed request raced: the other one made it; answer with it.
      const twin = idempotencyKey ? await this.em.fork().findOne(RoomRequest, { student: leader.userId, requestKey: idempotencyKey }) : null;
      if (twin) return roomRequestForStudents(await loadRoomRequestView(this.em.fork(), twin.id));
      if (!(error instanceof AppError) && /room_requests_one_pending_per_student/.test(error instanceof Error ? error.message : '')) {
        throw new AppError('CONFLICT', 'Someone in your group has just sent a room request: nothing was requested.');
      }
      throw constraintError(error, room.number) ?? error;
    }
    await this.deps.publisher.activity(FeedEventKind.CREATED, saved.activity.view());
    const view = await loadRoomRequestView(this.em, saved.id);
    this.deps.publisher.roomRequest(view);
    this.deps.metrics?.bookings.inc({ mode: 'request' });
    return roomRequestForStudents(view);
  }
}

/** Everyone in the group (locked) is free to be housed: no bed, no request, on the roster. Said of them by name. */
async function assertAllFree(em: EntityManager, group: LockedGroup): Promise<void> {
  for (const member of group.members) {
    const self = member.id === group.leaderId;
    const commitment = await commitmentOf(em, member.id);
    if (commitment && self) throw ownCommitmentError(commitment);
    if (commitment === 'bed') throw new AppError('CONFLICT', `${member.name} already has a room: your group cannot ask for one for them. They may leave the group.`);
    if (commitment) throw new AppError('CONFLICT', `${member.name} is in a pending room request: they must cancel or decline it first.`);
    const [row] = await em.execute<{ on_roster: boolean }[]>(`select ${ON_ROSTER_SQL} as on_roster`, [member.id]);
    if (!row!.on_roster) {
      throw new AppError('NOT_ON_ROSTER', self ? "You are not on this year's roster: ask the hostel office." : `${member.name} is not on this year's roster: ask the hostel office.`);
    }
  }
}
