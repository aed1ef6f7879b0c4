import type { EntityManager } from '@mikro-orm/postgresql';
import type { RoomView } from '../../core/views.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import type { HostelService } from '../hostel/hostel.service.js';
import { notFound } from '../../core/errors.js';
import { findRoom, findRooms } from './room.queries.js';

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
    const rooms = await findRooms(this.em, { hostelName: hostelName.trim().toUpperCase() });
    if (rooms.length === 0) await this.hostels.byName(viewer, hostelName); // 404 for an unknown hostel
    return rooms;
  }

  /** The room the caller holds a bed in, or null. */
  async mine(viewer: Viewer | null): Promise<RoomView | null> {
    const caller = requireViewer(viewer);
    const [row] = await this.em.execute<{ room_id: string }[]>('select room_id from room_occupancies where student_id = ?', [caller.userId]);
    return row ? ((await findRoom(this.em, row.room_id)) ?? null) : null;
  }

  /** One room with its availability now. */
  async byId(viewer: Viewer | null, id: string): Promise<RoomView> {
    requireViewer(viewer);
    const room = await findRoom(this.em, id);
    if (!room) throw notFound('Room');
    return room;
  }
}
