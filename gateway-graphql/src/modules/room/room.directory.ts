import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingMode, Gender, RoomKind } from '../../core/enums.js';
import type { EventBus, InventoryChange } from '../../core/events.js';

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
  accessible: boolean;
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
  accessible: boolean;
  hostel_id: string;
  hostel_name: string;
  hostel_gender: Gender;
  booking_mode: BookingMode;
}

const SELECT = `select r.id, r.number, r.floor, r.type, r.capacity, r.in_service, r.out_of_service_reason, r.retired_at is not null as retired, r.accessible, h.id as hostel_id, h.name as hostel_name, h.gender as hostel_gender, h.booking_mode
                  from rooms r join hostels h on h.id = r.hostel_id`;

/**
 * What the office set about each room, remembered once read: a booking then needs no lookup
 * before its write (docs/decisions/0041). The office changes rooms and hostels (issue 42,
 * docs/decisions/0131), so a room is forgotten the moment it changes: here at once (the
 * change's own request, before it answers), and on every other gateway when the change's
 * INVENTORY_CHANGED event arrives, as revoked sessions are (docs/decisions/0017). The booking
 * statement and the database's trigger check the room's service state themselves, so a copy
 * one event old can cost a sentence, never a bed in a closed room.
 *
 * A read that began before a change and ended after it is not remembered (`generation`). While
 * Redis is configured but away, other gateways' changes cannot be heard: rooms are then read
 * every time (`trusted`), and everything is forgotten when it returns.
 */
export class RoomDirectory {
  private readonly byId = new Map<string, RoomInfo>();
  private readonly byName = new Map<string, RoomInfo>();
  /** Bumped by every forgetting: a read from before one is answered but not remembered. */
  private generation = 0;

  constructor(private readonly trusted: () => boolean = () => true) {}

  /** Reads every room at once (start-up); rooms created later are read on first use. */
  async preload(em: EntityManager): Promise<void> {
    const seen = this.generation;
    const rows = await em.execute<Row[]>(SELECT);
    if (seen === this.generation) for (const row of rows) this.remember(row);
  }

  async find(em: EntityManager, ref: { roomId: string } | { hostel: string; number: number }): Promise<RoomInfo | undefined> {
    const key = 'roomId' in ref ? undefined : `${ref.hostel}#${ref.number}`;
    const known = !this.trusted() ? undefined : key ? this.byName.get(key) : this.byId.get((ref as { roomId: string }).roomId);
    if (known) return known;
    const seen = this.generation;
    const [row] = await em.execute<Row[]>(
      'roomId' in ref ? `${SELECT} where r.id = ?` : `${SELECT} where h.name = ? and r.number = ?`,
      'roomId' in ref ? [ref.roomId] : [ref.hostel, ref.number],
    );
    if (!row) return undefined;
    return seen === this.generation ? this.remember(row) : infoOf(row);
  }

  /** A room already read (at start-up or since), without a query; undefined when not yet known (or forgotten). */
  known(roomId: string): RoomInfo | undefined {
    return this.byId.get(roomId);
  }

  /** Forgets these rooms: read again on their next use. */
  forget(roomIds: Iterable<string>): void {
    this.generation++;
    for (const id of roomIds) {
      const info = this.byId.get(id);
      if (!info) continue;
      this.byId.delete(id);
      this.byName.delete(`${info.hostelName}#${info.number}`);
    }
  }

  /** Forgets every room of a hostel (its gender, booking mode or retirement changed; an import). */
  forgetHostel(hostelId: string): void {
    this.forget([...this.byId.values()].filter((info) => info.hostelId === hostelId).map((info) => info.id));
  }

  /** Forgets everything (Redis is back: changes made meanwhile were never heard). */
  clear(): void {
    this.generation++;
    this.byId.clear();
    this.byName.clear();
  }

  /** An office change, this gateway's or another's: its rooms are forgotten. */
  apply(change: InventoryChange): void {
    if (change.roomIds) this.forget(change.roomIds);
    if (change.hostelId) this.forgetHostel(change.hostelId);
  }

  /** Hears every gateway's office changes (INVENTORY_CHANGED) until the returned stop. */
  listen(bus: EventBus): () => void {
    const iterator = bus.subscribe('INVENTORY_CHANGED')[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        this.apply(next.value);
      }
    })();
    return () => void iterator.return?.();
  }

  private remember(row: Row): RoomInfo {
    const info = infoOf(row);
    this.byId.set(info.id, info);
    this.byName.set(`${info.hostelName}#${info.number}`, info);
    return info;
  }
}

const infoOf = (row: Row): RoomInfo => ({
  id: row.id,
  number: row.number,
  floor: row.floor,
  type: row.type,
  capacity: row.capacity,
  inService: row.in_service,
  outOfServiceReason: row.out_of_service_reason,
  retired: row.retired,
  accessible: row.accessible,
  hostelId: row.hostel_id,
  hostelName: row.hostel_name,
  hostelGender: row.hostel_gender,
  bookingMode: row.booking_mode,
});
