import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingMode, Gender, Role } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { RoomView } from '../../core/views.js';
import { isUuid, pgArray } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { assertRoomOpen, findRoom, roomClosed } from '../room/index.js';
import { REQUEST_LOCK, WINDOW_STATE_SQL, windowRefusal, windowStateParams, type WindowState } from '../selection/index.js';
import { beds, groupMembers, lockGroup, standingError, standings } from './group.rules.js';
import type { GroupBookingView, GroupMemberView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';
import { GroupInviteStatus } from './selection-process.entity.js';

/** A room as the group booking reads it, with its hostel. */
interface RoomRow {
  id: string;
  number: number;
  capacity: number;
  in_service: boolean;
  retired: boolean;
  hostel_id: string;
  hostel_name: string;
  gender: Gender;
  booking_mode: BookingMode;
}

/**
 * A roommate group's booking (docs/decisions/0136): its leader books one room for every member,
 * in one transaction, or nothing. Locks in GroupService's order: the window table, the group's
 * row, the members' rows, the room's row.
 */
export class GroupBooking {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps & {
      /** Ends a member's place in a waitlist once they hold a bed (WaitlistService.settle), if given. */
      settle?: (studentId: string) => Promise<void>;
    },
  ) {}

  /**
   * The leader books one room for the whole group (the leader and everyone who accepted), in one
   * transaction, or nothing: in the group's slot (its earliest member's), in an instant hostel of
   * the group's gender, with free beds for everyone. Each member takes the lowest free bed in
   * turn, the leader first; invitations not yet answered lapse.
   */
  async book(viewer: Viewer | null, roomId: string): Promise<GroupBookingView> {
    const leader = requireRole(viewer, Role.STUDENT);
    if (!isUuid(roomId)) throw roomNotFound();
    const [room] = await this.em.execute<RoomRow[]>(
      `select r.id, r.number, r.capacity, r.in_service, r.retired_at is not null as retired, h.id as hostel_id, h.name as hostel_name, h.gender, h.booking_mode
         from rooms r join hostels h on h.id = r.hostel_id where r.id = ?`,
      [roomId],
    );
    if (!room) throw roomNotFound();
    if (!room.in_service || room.retired) throw roomClosed(room);
    if (room.booking_mode !== BookingMode.INSTANT) {
      throw new AppError('BAD_USER_INPUT', `Rooms in ${room.hostel_name} are assigned by the warden: ask for one for your group instead ("Request this room for my group").`, [
        { field: 'hostel', message: `${room.hostel_name} takes booking requests.` },
      ]);
    }
    if (room.gender !== leader.gender) throw new AppError('FORBIDDEN', `${room.hostel_name} is a ${room.gender === Gender.FEMALE ? "girls'" : "boys'"} hostel.`);
    const groupId = await this.ledGroup(leader.userId, room);

    let booked: { members: { id: string; name: string; enrollment_id: string }[]; beds: number[] };
    try {
      booked = await this.em.transactional(async (em) => {
        await em.execute(REQUEST_LOCK);
        const now = this.deps.clock();
        const group = await lockGroup(em, groupId);
        if (!group || group.leader_id !== leader.userId) throw noGroup(room.hostel_name);
        // The group's gate is its leader's: their state reads the group's earliest slot.
        const [gate] = await em.execute<{ state: WindowState }[]>(`select ${WINDOW_STATE_SQL} as state`, windowStateParams(now, leader.userId, room.hostel_id));
        const state = gate!.state;
        if (state !== 'open' && state !== 'in_group') throw await windowRefusal(em, room.hostel_id, room.hostel_name, state, leader.userId);
        const members = await groupMembers(em, group);
        await lockRows(em, 'users', members.map((m) => m.id));
        const standing = await standings(em, members.map((m) => m.id));
        for (const member of members) {
          const refusal = standingError(standing.get(member.id)!, member.id === leader.userId, member.id === leader.userId ? 'your group cannot book another.' : 'the group cannot book for them. They may leave the group.');
          if (refusal) throw refusal;
        }
        await lockRows(em, 'rooms', [room.id]);
        // As the room is now, under its lock: the office may have changed it since it was read above.
        const { capacity } = (await assertRoomOpen(em, room.id))!;
        const taken = (await em.execute<{ bed: number }[]>('select bed from room_occupancies where room_id = ?', [room.id])).map((r) => r.bed);
        const free = lowestFreeBeds(capacity, taken);
        if (free.length < members.length) {
          throw new AppError(
            'ROOM_FULL',
            free.length === 0 ? `Room ${room.number} is full: your group needs ${beds(members.length)}.` : `Room ${room.number} has only ${beds(free.length, 'free bed')}: your group needs ${members.length}.`,
          );
        }
        const given = free.slice(0, members.length);
        await em.execute('insert into room_occupancies (room_id, student_id, bed) select ?, m.id, m.bed from unnest(?::uuid[], ?::int[]) as m(id, bed)', [
          room.id,
          pgArray(members.map((m) => m.id)),
          `{${given.join(',')}}`,
        ]);
        // Each bed has its own record, as a booking alone writes it (instant-booking.ts), by the leader for the member.
        for (const [i, member] of members.entries()) {
          await this.deps.audit.record(em, leader, {
            action: 'bed.booked',
            objectType: 'room',
            objectId: room.id,
            studentId: member.id,
            hostelId: room.hostel_id,
            after: { hostel: room.hostel_name, room: room.number, bed: given[i], group: group.id },
          });
        }
        await em.execute("update selection_group_invites set status = 'Declined', answered_at = ? where group_id = ? and status = 'Pending'", [now, group.id]);
        await this.deps.audit.record(em, leader, {
          action: 'selection_group.booked',
          objectType: 'selection_group',
          objectId: group.id,
          studentId: leader.userId,
          hostelId: room.hostel_id,
          after: { hostel: room.hostel_name, room: room.number, members: members.map((m, i) => `${m.name} (${m.enrollment_id}): bed ${given[i]}`) },
        });
        return { members, beds: given };
      });
    } catch (error) {
      throw constraintError(error, room.number) ?? error;
    }
    this.deps.publisher.rooms([room.id]);
    this.deps.publisher.myRooms(booked.members.map((m) => m.id));
    for (const member of booked.members) await this.deps.settle?.(member.id);
    const view: RoomView | undefined = await findRoom(this.em, room.id);
    return {
      room: view!,
      beds: booked.beds,
      members: booked.members.map((m): GroupMemberView => ({ id: m.id, name: m.name, enrollmentId: m.enrollment_id, status: GroupInviteStatus.ACCEPTED })),
    };
  }

  /** The group the caller leads in the process that governs the room's hostel; who leads it when they only joined one. */
  private async ledGroup(studentId: string, room: RoomRow): Promise<string> {
    const [row] = await this.em.execute<{ id: string; leader_id: string; leader_name: string }[]>(
      `select g.id, g.leader_id, u.name as leader_name
         from selection_process_hostels ph
         join selection_processes p on p.id = ph.process_id and p.status in ('Published', 'Assigning', 'Assigned')
         join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
         join selection_groups g on g.id = e.group_id join users u on u.id = g.leader_id
        where ph.hostel_id = ? limit 1`,
      [studentId, room.hostel_id],
    );
    if (!row) throw noGroup(room.hostel_name);
    if (row.leader_id !== studentId) throw new AppError('CONFLICT', `${row.leader_name} leads your roommate group: they book one room for all of you.`);
    return row.id;
  }
}

const roomNotFound = () => new AppError('NOT_FOUND', 'Room not found.');

const noGroup = (hostel: string) => new AppError('BAD_USER_INPUT', `You lead no roommate group for ${hostel}: form one first, or book the room for yourself.`);

/** The free bed numbers of a room, lowest first. */
function lowestFreeBeds(capacity: number, taken: number[]): number[] {
  const free: number[] = [];
  for (let bed = 1; bed <= capacity; bed++) if (!taken.includes(bed)) free.push(bed);
  return free;
}

/**
 * The database's last guards, said to the leader. Under the room's lock they should not fire
 * (a booking alone into the room waits for it: the trigger's `for key share`); they stay mapped.
 */
function constraintError(error: unknown, roomNumber: number): AppError | undefined {
  if (error instanceof AppError) return undefined;
  const text = error instanceof Error ? error.message : '';
  if (/room_occupancies_student_id_unique/.test(text)) return new AppError('ALREADY_BOOKED', 'Someone in your group has just taken a bed: nothing was booked.');
  if (/room_occupancies_room_id_bed_unique|has no bed/.test(text)) return new AppError('ROOM_FULL', `Room ${roomNumber} no longer has free beds for your whole group: nothing was booked.`);
  if (/room \d+ is out of service/.test(text)) return roomClosed({ number: roomNumber, retired: false });
  return undefined;
}
