import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { assertInScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import type { RoomView } from '../../core/views.js';
import type { RoomOccupantView } from './room.views.js';
import { capacityOf, Role, type RoomKind } from '../../core/enums.js';
import type { AuditLog } from '../audit/index.js';
import { occupantsOf, roomOccupied, shrinkBlock } from './room.inventory.js';
import { findRoom } from './room.queries.js';
import { newRoomInput, roomChangesInput, serviceInput } from './room.validate.js';

/** What the office's room changes need from the process. */
export interface InventoryDeps {
  audit: AuditLog;
  publisher: Publisher;
  clock: Clock;
  /**
   * Offers the hostels' free beds to their waitlists inside the caller's transaction (a room
   * added, back in service, or grown: beds freed, docs/decisions/0083); answers what to announce
   * once it has committed. Composed in services.ts: the room module does not know the waitlist.
   */
  offerBeds(em: EntityManager, hostelIds: string[]): Promise<() => void>;
}

/** A hostel as a room change reads it, under its lock. */
export interface HostelFloors {
  id: string;
  name: string;
  first_floor: number;
  floors: number;
  retired: boolean;
}

/** The hostel, locked `for share` (its floors hold while its rooms change; a change of the hostel waits), or undefined. */
export async function lockHostelFloors(em: EntityManager, hostelId: string): Promise<HostelFloors | undefined> {
  const [row] = await em.execute<HostelFloors[]>('select id, name, first_floor, floors, retired_at is not null as retired from hostels where id = ? for share', [hostelId]);
  return row;
}

/** A room's floor must be one of its hostel's (0 is the ground floor). */
export function floorProblem(hostel: Pick<HostelFloors, 'name' | 'first_floor' | 'floors'>, floor: number): string | undefined {
  const last = hostel.first_floor + hostel.floors - 1;
  if (floor >= hostel.first_floor && floor <= last) return undefined;
  return hostel.floors === 1 ? `${hostel.name} has only floor ${hostel.first_floor}.` : `Floor ${floor} is not in ${hostel.name}: its floors are ${hostel.first_floor} to ${last}.`;
}

interface RoomRow {
  id: string;
  hostel_id: string;
  hostel_name: string;
  number: number;
  floor: number;
  type: RoomKind;
  capacity: number;
  in_service: boolean;
  out_of_service_reason: string | null;
  occupants_stay: boolean;
  retired: boolean;
  accessible: boolean;
}

/**
 * The office keeps the rooms (issue 42): adds them, changes their floor and type, takes them out
 * of service and back, retires them. Admins only; every change is audited in its transaction,
 * reaches open grids (the room's availability event, which also empties the grid caches), and
 * makes every gateway forget the room's facts (RoomDirectory, through the event bus). The rules
 * that people's beds put on a room are checked here first, with their names, and kept by the
 * database whatever runs (Migration20261128000000Inventory's triggers).
 */
export class RoomInventory {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: InventoryDeps,
  ) {}

  /** Who is in a room, bed by bed (held beds name the student their offer is for). */
  async occupants(viewer: Viewer | null, roomId: string): Promise<RoomOccupantView[]> {
    requireRole(viewer, Role.ADMIN);
    await this.room(this.em, roomId);
    return occupantsOf(this.em, [roomId]);
  }

  /** Adds a room to a hostel; a retired room of that number comes back instead, as asked. */
  async add(viewer: Viewer | null, hostelId: string, input: unknown): Promise<RoomView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { number, floor, type, accessible = false } = parseInput(newRoomInput, input);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    const done = await this.em
      .transactional(async (em) => {
        const hostel = await lockHostelFloors(em, hostelId);
        if (!hostel) throw notFound('Hostel');
        if (hostel.retired) throw new AppError('CONFLICT', `${hostel.name} is retired: rooms cannot be added to it.`);
        const outside = floorProblem(hostel, floor);
        if (outside) throw new AppError('BAD_USER_INPUT', outside, [{ field: 'floor', message: outside }]);
        const [existing] = await em.execute<{ id: string; retired: boolean; floor: number; type: RoomKind; accessible: boolean }[]>(
          'select id, retired_at is not null as retired, floor, type, accessible from rooms where hostel_id = ? and number = ? for update',
          [hostel.id, number],
        );
        if (existing && !existing.retired) throw new AppError('CONFLICT', `${hostel.name} already has a room ${number}.`, [{ field: 'number', message: `Room ${number} exists.` }]);
        let id: string;
        if (existing) {
          id = existing.id;
          await em.execute('update rooms set floor = ?, type = ?, capacity = ?, accessible = ?, in_service = true, out_of_service_reason = null, retired_at = null where id = ?', [
            floor,
            type,
            capacityOf(type),
            accessible,
            id,
          ]);
        } else {
          const [row] = await em.execute<{ id: string }[]>('insert into rooms (hostel_id, number, floor, type, capacity, accessible) values (?, ?, ?, ?, ?, ?) returning id', [
            hostel.id,
            number,
            floor,
            type,
            capacityOf(type),
            accessible,
          ]);
          id = row!.id;
        }
        await this.deps.audit.record(em, admin, {
          action: existing ? 'room.reinstated' : 'room.added',
          objectType: 'room',
          objectId: id,
          hostelId: hostel.id,
          before: existing ? { retired: true, floor: existing.floor, type: existing.type, accessible: existing.accessible } : null,
          after: { hostel: hostel.name, room: number, floor, type, capacity: capacityOf(type), accessible },
        });
        return { id, hostelId: hostel.id, announce: await this.deps.offerBeds(em, [hostel.id]) };
      })
      .catch((error: unknown) => {
        // Two offices adding the same number at once: the second is told, as if it came second.
        if (error instanceof Error && /rooms_hostel_id_number_unique/.test(error.message)) throw new AppError('CONFLICT', `That hostel already has a room ${number}.`, [{ field: 'number', message: `Room ${number} exists.` }]);
        throw error;
      });
    this.changed([done.id], done.announce);
    return (await findRoom(this.em, done.id))!;
  }

  /**
   * A room's floor or type (and so its capacity). A smaller room must still hold everyone in it,
   * each in the bed they have: refused (naming them) when they are more than its new beds or
   * anyone is in a bed above them. No one is moved to another bed by it (docs/decisions/0148).
   */
  async update(viewer: Viewer | null, roomId: string, changes: unknown): Promise<RoomView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const wanted = parseInput(roomChangesInput, changes);
    const done = await this.em.transactional(async (em) => {
      const before = await this.room(em, roomId);
      const hostel = (await lockHostelFloors(em, before.hostel_id))!;
      await lockRows(em, 'rooms', [roomId]);
      const room = await this.room(em, roomId);
      if (room.retired) throw retiredRoom(room);
      const floor = wanted.floor ?? room.floor;
      const type = wanted.type ?? room.type;
      const accessible = wanted.accessible ?? room.accessible;
      if (floor === room.floor && type === room.type && accessible === room.accessible) return undefined;
      const outside = floor === room.floor ? undefined : floorProblem(hostel, floor);
      if (outside) throw new AppError('BAD_USER_INPUT', outside, [{ field: 'floor', message: outside }]);
      const capacity = capacityOf(type);
      if (capacity < room.capacity) {
        const block = shrinkBlock(await occupantsOf(em, [room.id]), type);
        if (block) throw roomOccupied(room.number, block.who, block.what);
      }
      await em.execute('update rooms set floor = ?, type = ?, capacity = ?, accessible = ? where id = ?', [floor, type, capacity, accessible, room.id]);
      await this.deps.audit.record(em, admin, {
        action: 'room.updated',
        objectType: 'room',
        objectId: room.id,
        hostelId: room.hostel_id,
        before: { hostel: room.hostel_name, room: room.number, floor: room.floor, type: room.type, capacity: room.capacity, accessible: room.accessible },
        after: { hostel: room.hostel_name, room: room.number, floor, type, capacity, accessible },
      });
      return capacity > room.capacity ? this.deps.offerBeds(em, [room.hostel_id]) : () => undefined;
    });
    if (done) this.changed([roomId], done);
    return (await findRoom(this.em, roomId))!;
  }

  /**
   * Takes a room out of service, with a reason, or brings it back. Out of service only when no one
   * is in it (refused naming them); back in service, its beds go to the waitlist first.
   */
  async setInService(viewer: Viewer | null, roomId: string, inService: unknown, reason?: unknown): Promise<RoomView> {
    return this.changeService(requireRole(viewer, Role.ADMIN), roomId, inService, reason);
  }

  /**
   * A repair job's room (issue 53): a warden of its hostel, or an admin, takes it out of service
   * with the job as its reason, or brings it back, under the same rules as {@link setInService}
   * but one: the people who live in it stay (a broken fan does not move the student who reported
   * it). Its free beds close to bookings, requests and offers until it is back (decision 0157).
   */
  async setInServiceForRepair(viewer: Viewer | null, roomId: string, inService: unknown, reason?: unknown): Promise<RoomView> {
    const staff = requireStaff(viewer);
    assertInScope(staff, (await this.room(this.em, roomId)).hostel_id);
    return this.changeService(staff, roomId, inService, reason, true);
  }

  private async changeService(admin: Viewer, roomId: string, inService: unknown, reason?: unknown, occupantsStay = false): Promise<RoomView> {
    const wanted = parseInput(serviceInput, { inService, reason });
    const announce = await this.em.transactional(async (em) => {
      await this.room(em, roomId);
      await lockRows(em, 'rooms', [roomId]);
      const room = await this.room(em, roomId);
      if (room.retired) throw retiredRoom(room);
      const outOfServiceReason = wanted.inService ? null : wanted.reason!;
      if (room.in_service === wanted.inService && room.out_of_service_reason === outOfServiceReason) return undefined;
      // A room a repair left its people in keeps them only for a repair: the admin's reason empties it first.
      if (!wanted.inService && !occupantsStay && (room.in_service || room.occupants_stay)) {
        const occupants = await occupantsOf(em, [room.id]);
        if (occupants.length > 0) throw roomOccupied(room.number, occupants, 'cannot go out of service with people in it');
      }
      await em.execute('update rooms set in_service = ?, out_of_service_reason = ?, occupants_stay = ? where id = ?', [wanted.inService, outOfServiceReason, !wanted.inService && occupantsStay, room.id]);
      await this.deps.audit.record(em, admin, {
        action: wanted.inService ? 'room.in_service' : 'room.out_of_service',
        objectType: 'room',
        objectId: room.id,
        hostelId: room.hostel_id,
        before: { hostel: room.hostel_name, room: room.number, inService: room.in_service, reason: room.out_of_service_reason },
        after: { hostel: room.hostel_name, room: room.number, inService: wanted.inService, reason: outOfServiceReason },
      });
      return wanted.inService && !room.in_service ? this.deps.offerBeds(em, [room.hostel_id]) : () => undefined;
    });
    if (announce) this.changed([roomId], announce);
    return (await findRoom(this.em, roomId))!;
  }

  /**
   * Retires a room: no one may book it, grids drop it (roomChanges sends it once, retired). Refused
   * while anyone is in it, a bed of it is held for an offer, or a request asks for it.
   */
  async retire(viewer: Viewer | null, roomId: string): Promise<RoomView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const retired = await this.em.transactional(async (em) => {
      await this.room(em, roomId);
      await lockRows(em, 'rooms', [roomId]);
      const room = await this.room(em, roomId);
      if (room.retired) return false;
      const occupants = await occupantsOf(em, [room.id]);
      if (occupants.length > 0) throw roomOccupied(room.number, occupants, 'cannot be retired with people in it');
      const pending = await em.execute<{ name: string; enrollment_id: string | null }[]>(
        `select u.name, u.enrollment_id from room_requests q join users u on u.id = q.student_id where q.room_id = ? and q.status = 'Pending' order by q.created_at`,
        [room.id],
      );
      if (pending.length > 0) {
        const names = pending.map((p) => `${p.name}${p.enrollment_id ? ` (${p.enrollment_id})` : ''}`).join(', ');
        throw new AppError('ROOM_OCCUPIED', `Room ${room.number} cannot be retired while ${pending.length === 1 ? 'a room request asks' : `${pending.length} room requests ask`} for it: ${names}. Decide ${pending.length === 1 ? 'it' : 'them'} first.`, [
          { field: 'roomId', message: 'Requests are pending for it.' },
        ]);
      }
      await em.execute('update rooms set retired_at = ? where id = ?', [this.deps.clock(), room.id]);
      await this.deps.audit.record(em, admin, {
        action: 'room.retired',
        objectType: 'room',
        objectId: room.id,
        hostelId: room.hostel_id,
        before: { hostel: room.hostel_name, room: room.number, floor: room.floor, type: room.type, inService: room.in_service },
        after: { retired: true },
      });
      return true;
    });
    if (retired) this.changed([roomId], () => undefined);
    return (await findRoom(this.em, roomId))!;
  }

  /** After commit: grids hear of the rooms (and their caches empty), every gateway forgets their facts, the waitlist's news goes out. */
  private changed(roomIds: string[], announce: () => void): void {
    this.deps.publisher.rooms(roomIds);
    this.deps.publisher.inventory({ roomIds });
    announce();
  }

  /** A room with its hostel's name, as it is now (under the caller's lock, if taken); NOT_FOUND otherwise. */
  private async room(em: EntityManager, roomId: string): Promise<RoomRow> {
    const [row] = isUuid(roomId)
      ? await em.execute<RoomRow[]>(
          `select r.id, r.hostel_id, h.name as hostel_name, r.number, r.floor, r.type, r.capacity, r.in_service, r.out_of_service_reason, r.occupants_stay, r.retired_at is not null as retired, r.accessible
             from rooms r join hostels h on h.id = r.hostel_id where r.id = ?`,
          [roomId],
        )
      : [];
    if (!row) throw notFound('Room');
    return row;
  }
}

const retiredRoom = (room: { number: number }) => new AppError('CONFLICT', `Room ${room.number} is retired: add it again to bring it back.`);
