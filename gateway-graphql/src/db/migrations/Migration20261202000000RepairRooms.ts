import { Migration } from '@mikro-orm/migrations';

/**
 * A repair may leave its room's people in it (issue 53, docs/decisions/0157): a warden takes a
 * room out of service for a repair job while the student who reported it lives there. The room's
 * free beds close (no one new takes a bed in it), its occupants stay. `occupants_stay` says so,
 * only while the room is out of service (the guard clears it when the room comes back, by any
 * path); `rooms_occupancy_guard` lets such a room keep its people,
 * and `room_occupancies_capacity_guard` lets a row that keeps its room and bed change (a held bed
 * taken by its student). Moving into the room, a room under renovation with people in it, and
 * retiring a room with people in it stay refused.
 */
export class Migration20261202000000RepairRooms extends Migration {
  override up(): void {
    this.addSql(`alter table "rooms" add "occupants_stay" boolean not null default false`);
    this.addSql(`create or replace function "rooms_rooms_occupancy_guard_fn"() returns trigger as $$ begin ${ROOMS_GUARD} end; $$ language plpgsql`);
    this.addSql(`create or replace function "room_occupancies_room_occupancies_capacity_guard_fn"() returns trigger as $$ begin ${OCCUPANCY_GUARD} end; $$ language plpgsql`);
  }

  override down(): void {
    this.addSql(`do $$ begin if exists (select 1 from "rooms" where occupants_stay) then raise exception 'rooms out of service for a repair keep people in them: bring them back into service before going below Migration20261202000000RepairRooms'; end if; end $$`);
    this.addSql(`create or replace function "rooms_rooms_occupancy_guard_fn"() returns trigger as $$ begin ${ROOMS_GUARD_BEFORE} end; $$ language plpgsql`);
    this.addSql(`create or replace function "room_occupancies_room_occupancies_capacity_guard_fn"() returns trigger as $$ begin ${OCCUPANCY_GUARD_BEFORE} end; $$ language plpgsql`);
    this.addSql(`alter table "rooms" drop column "occupants_stay"`);
  }
}

/** The trigger bodies, as the entities declare them (Room, RoomOccupancy): copied, never imported. */
const ROOMS_GUARD = `if new.in_service then
  new.occupants_stay := false;
end if;
if new.capacity < old.capacity or (old.in_service and not new.in_service) or (old.retired_at is null and new.retired_at is not null) then
  perform 1 from rooms where id = new.id for update;
end if;
if new.capacity < old.capacity and (select greatest(coalesce(max(o.bed), 0), count(*)) from room_occupancies o where o.room_id = new.id) > new.capacity then
  raise exception 'room % cannot have fewer beds than its occupants use', new.number using errcode = '23514';
end if;
if ((not new.in_service and not new.occupants_stay) or new.retired_at is not null) and exists (select 1 from room_occupancies o where o.room_id = new.id) then
  raise exception 'room % has occupants: they move out before it goes out of service', new.number using errcode = '23514';
end if;
return new;`;

const OCCUPANCY_GUARD = `if tg_op = 'UPDATE' and new.room_id = old.room_id and new.bed = old.bed then
  return new;
end if;
perform 1 from rooms where id = new.room_id and in_service and retired_at is null for key share;
if not found and exists (select 1 from rooms where id = new.room_id) then
  raise exception 'room % is out of service', (select number from rooms where id = new.room_id) using errcode = '23514';
end if;
if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514';
end if;
return new;`;

/** Migration20261128000000Inventory's bodies, for down(). */
const ROOMS_GUARD_BEFORE = `if new.capacity < old.capacity or (old.in_service and not new.in_service) or (old.retired_at is null and new.retired_at is not null) then
  perform 1 from rooms where id = new.id for update;
end if;
if new.capacity < old.capacity and (select greatest(coalesce(max(o.bed), 0), count(*)) from room_occupancies o where o.room_id = new.id) > new.capacity then
  raise exception 'room % cannot have fewer beds than its occupants use', new.number using errcode = '23514';
end if;
if (not new.in_service or new.retired_at is not null) and exists (select 1 from room_occupancies o where o.room_id = new.id) then
  raise exception 'room % has occupants: they move out before it goes out of service', new.number using errcode = '23514';
end if;
return new;`;

const OCCUPANCY_GUARD_BEFORE = `perform 1 from rooms where id = new.room_id and in_service and retired_at is null for key share;
if not found and exists (select 1 from rooms where id = new.room_id) then
  raise exception 'room % is out of service', (select number from rooms where id = new.room_id) using errcode = '23514';
end if;
if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514';
end if;
return new;`;
