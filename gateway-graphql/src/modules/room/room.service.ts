import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../../core/enums.js';
import type { RoomView } from '../../core/views.js';
import type { MyRoomView } from './room.views.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import type { HostelService } from '../hostel/index.js';
import { notFound } from '../../core/errors.js';
import { findHostelRooms, findRoom, findRooms } from './room.queries.js';

/** Rooms with live availability; readable by any logged-in user. */
export class RoomService {
  constructor(
    private readonly em: EntityManager,
    private readonly hostels: HostelService,
  ) {}

  /** The rooms of one hostel (by name), ordered by number; or of every hostel when none is named. */
  async list(viewer: Viewer | null, hostelName?: string): Promise<RoomView[]> {
    requireViewer(viewer);
    if (hostelName === undefined) return findRooms(this.em);
    const rooms = await findHostelRooms(this.em, hostelName.trim().toUpperCase());
    if (rooms.length === 0) await this.hostels.byName(viewer, hostelName); // 404 for an unknown hostel
    return rooms;
  }

  /** The bed the caller holds, its room, and who shares it (names and enrollment IDs only); or null. */
  async mine(viewer: Viewer | null): Promise<MyRoomView | null> {
    const caller = requireViewer(viewer);
    const rows = await this.em.execute<{ room_id: string; bed: number; id: string; name: string; enrollment_id: string | null; gender: Gender | null; placed: boolean }[]>(
      `select o.room_id, o.bed, u.id, u.name, u.enrollment_id, u.gender, mine.process_id is not null as placed
         from room_occupancies mine
         join room_occupancies o on o.room_id = mine.room_id
         join users u on u.id = o.student_id
        where mine.student_id = ?
        order by o.bed`,
      [caller.userId],
    );
    const own = rows.find((r) => r.id === caller.userId);
    const room = own && (await findRoom(this.em, own.room_id));
    if (!own || !room) return null;
    const roommates = rows
      .filter((r) => r.id !== caller.userId)
      .map((r) => ({ id: r.id, name: r.name, enrollmentId: r.enrollment_id, gender: r.gender, email: null, address: null, phoneNumber: null, dob: null }));
    return { room, bed: own.bed, roommates, placedByOffice: own.placed };
  }

  /** One room with its availability now. */
  async byId(viewer: Viewer | null, id: string): Promise<RoomView> {
    requireViewer(viewer);
    const room = await findRoom(this.em, id);
    if (!room) throw notFound('Room');
    return room;
  }
}
