import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingMode, Gender, RoomKind } from '../../core/enums.js';

/** What the office sets about a room: where it is, its size, whether it may be booked, and its hostel's rules. */
export interface RoomInfo {
  id: string;
  number: number;
  floor: number;
  type: RoomKind;
  capacity: number;
  inService: boolean;
  outOfServiceReason: string | null;
  retired: boolean;
  hostelId: string;
  hostelName: string;
  hostelGender: Gender;
  bookingMode: BookingMode;
}

interface Row {
  id: string;
  number: number;
  floor: number;
  type: RoomKind;
  capacity: number;
  in_service: boolean;
  out_of_service_reason: string | null;
  retired: boolean;
  hostel_id: string;
  hostel_name: string;
  hostel_gender: Gender;
  booking_mode: BookingMode;
}

const SELECT = `select r.id, r.number, r.floor, r.type, r.capacity, r.in_service, r.out_of_service_reason, r.retired_at is not null as retired, h.id as hostel_id, h.name as hostel_name, h.gender as hostel_gender, h.booking_mode
                  from rooms r join hostels h on h.id = r.hostel_id`;

/**
 * Rooms and hostels are created by the seed and never edited, so their fixed facts are
 * remembered once read: a booking then needs no lookup before its write. (Should rooms ever
 * become editable, this is the place to forget them.)
 */
export class RoomDirectory {
  private readonly byId = new Map<string, RoomInfo>();
  private readonly byName = new Map<string, RoomInfo>();

  /** Reads every room at once (start-up); rooms created later are read on first use. */
  async preload(em: EntityManager): Promise<void> {
    for (const row of await em.execute<Row[]>(SELECT)) this.remember(row);
  }

  async find(em: EntityManager, ref: { roomId: string } | { hostel: string; number: number }): Promise<RoomInfo | undefined> {
    const key = 'roomId' in ref ? undefined : `${ref.hostel}#${ref.number}`;
    const known = key ? this.byName.get(key) : this.byId.get((ref as { roomId: string }).roomId);
    if (known) return known;
    const [row] = await em.execute<Row[]>(
      'roomId' in ref ? `${SELECT} where r.id = ?` : `${SELECT} where h.name = ? and r.number = ?`,
      'roomId' in ref ? [ref.roomId] : [ref.hostel, ref.number],
    );
    return row ? this.remember(row) : undefined;
  }

  /** A room already read (at start-up or since), without a query; undefined when not yet known. */
  known(roomId: string): RoomInfo | undefined {
    return this.byId.get(roomId);
  }

  private remember(row: Row): RoomInfo {
    const info: RoomInfo = {
      id: row.id,
      number: row.number,
      floor: row.floor,
      type: row.type,
      capacity: row.capacity,
      inService: row.in_service,
      outOfServiceReason: row.out_of_service_reason,
      retired: row.retired,
      hostelId: row.hostel_id,
      hostelName: row.hostel_name,
      hostelGender: row.hostel_gender,
      bookingMode: row.booking_mode,
    };
    this.byId.set(info.id, info);
    this.byName.set(`${info.hostelName}#${info.number}`, info);
    return info;
  }
}
