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

  /** One room with its availability now. */
  async byId(viewer: Viewer | null, id: string): Promise<RoomView> {
    requireViewer(viewer);
    const room = await findRoom(this.em, id);
    if (!room) throw notFound('Room');
    return room;
  }
}
