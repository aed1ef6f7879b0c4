import { Migration } from '@mikro-orm/migrations';

/**
 * The office keeps the inventory (issue 42): hostels get a display title, their floors and a
 * retirement date; rooms get a floor of their own (it was number / 100), a service state with
 * its reason, and a retirement date; rooms may be Triples and Quads. The database keeps the
 * rules a service checks first (docs/decisions/0131-the-office-keeps-the-inventory.md):
 *
 * - `rooms_occupancy_guard`: a room never has fewer beds than its highest occupied or held bed
 *   (nor than its holders), and never goes out of service or retires with anyone in it;
 * - `room_occupancies_capacity_guard` (Init's, extended): no bed is taken or held in a room out
 *   of service or retired. It locks the room `for key share` (the foreign key's own lock), and
 *   a guarded change of a room (fewer beds, out of service, retired) locks it `for update`
 *   first, so a booking in flight and an office change of the same room wait for each other,
 *   and the one that goes second sees the other's commit;
 * - `hostels_occupancy_guard`: a hostel with anyone in it keeps its gender and is not retired.
 *
 * The new room types are added here and never used in this migration's own SQL: PostgreSQL lets
 * `alter type … add value` run in a transaction but not the new value be used in the same one,
 * so the capacity check compares `type::text`.
 */
export class Migration20261128000000Inventory extends Migration {
  override up(): void {
    this.addSql(`alter type "room_type" add value if not exists 'Triple'`);
    this.addSql(`alter type "room_type" add value if not exists 'Quad'`);

    // Hostels: the title (null: the code), the floors its rooms lie on, retirement. The floors of
    // existing hostels are those their rooms are on (GH-*: 0 and 1; BH-*: 1 and 2).
    this.addSql(`alter table "hostels" add "title" varchar(60) null, add "first_floor" smallint not null default 0, add "floors" smallint not null default 1, add "retired_at" timestamptz null`);
    this.addSql(`update "hostels" set "title" = "name"`);
    this.addSql(
      `update "hostels" h set "first_floor" = f."lowest", "floors" = f."highest" - f."lowest" + 1 ` +
        `from (select "hostel_id", min("number" / 100) as "lowest", max("number" / 100) as "highest" from "rooms" group by "hostel_id") f where f."hostel_id" = h."id"`,
    );
    this.addSql(`alter table "hostels" add constraint "hostels_floors_check" check (first_floor >= 0 and floors >= 1)`);

    // Rooms: a floor of their own, the service state (a reason exactly when out of service), retirement.
    this.addSql(`alter table "rooms" add "floor" smallint null, add "in_service" boolean not null default true, add "out_of_service_reason" varchar(200) null, add "retired_at" timestamptz null`);
    this.addSql(`update "rooms" set "floor" = "number" / 100`);
    this.addSql(`alter table "rooms" alter column "floor" set not null`);
    this.addSql(`alter table "rooms" add constraint "rooms_floor_check" check (floor >= 0)`);
    this.addSql(`alter table "rooms" add constraint "rooms_service_reason_check" check (in_service = (out_of_service_reason is null))`);
    this.addSql(`alter table "rooms" drop constraint "rooms_capacity_check"`);
    this.addSql(
      `alter table "rooms" add constraint "rooms_capacity_check" check ((type::text = 'Single' and capacity = 1) or (type::text = 'Double' and capacity = 2) or (type::text = 'Triple' and capacity = 3) or (type::text = 'Quad' and capacity = 4))`,
    );
    this.addSql(`alter table "room_occupancies" drop constraint "room_occupancies_bed_check"`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_bed_check" check (bed >= 1 and bed <= 4)`);

    this.addSql(`create or replace function "rooms_rooms_occupancy_guard_fn"() returns trigger as $$ begin ${ROOMS_GUARD} end; $$ language plpgsql`);
    this.addSql(`create trigger "rooms_occupancy_guard" BEFORE UPDATE on "rooms" for each ROW execute function "rooms_rooms_occupancy_guard_fn"()`);
    this.addSql(`create or replace function "room_occupancies_room_occupancies_capacity_guard_fn"() returns trigger as $$ begin ${OCCUPANCY_GUARD} end; $$ language plpgsql`);
    this.addSql(`create or replace function "hostels_hostels_occupancy_guard_fn"() returns trigger as $$ begin ${HOSTELS_GUARD} end; $$ language plpgsql`);
    this.addSql(`create trigger "hostels_occupancy_guard" BEFORE UPDATE on "hostels" for each ROW execute function "hostels_hostels_occupancy_guard_fn"()`);
  }

  override down(): void {
    // The old check cannot hold a Triple or a Quad: refuse rather than delete rooms and their occupants.
    this.addSql(`do $$ begin if exists (select 1 from "rooms" where type::text in ('Triple', 'Quad')) then raise exception 'rooms of type Triple or Quad exist: remove them before going below Migration20261128000000Inventory'; end if; end $$`);
    this.addSql(`drop trigger if exists "hostels_occupancy_guard" on "hostels"`);
    this.addSql(`drop function if exists "hostels_hostels_occupancy_guard_fn"()`);
    this.addSql(`drop trigger if exists "rooms_occupancy_guard" on "rooms"`);
    this.addSql(`drop function if exists "rooms_rooms_occupancy_guard_fn"()`);
    this.addSql(`create or replace function "room_occupancies_room_occupancies_capacity_guard_fn"() returns trigger as $$ begin if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514'; end if; return new; end; $$ language plpgsql`);
    this.addSql(`alter table "room_occupancies" drop constraint "room_occupancies_bed_check"`);
    this.addSql(`alter table "room_occupancies" add constraint "room_occupancies_bed_check" check (bed >= 1 and bed <= 2)`);
    this.addSql(`alter table "rooms" drop constraint "rooms_capacity_check"`);
    this.addSql(`alter table "rooms" add constraint "rooms_capacity_check" check ((type = 'Single' and capacity = 1) or (type = 'Double' and capacity = 2))`);
    this.addSql(`alter table "rooms" drop constraint "rooms_service_reason_check", drop constraint "rooms_floor_check"`);
    this.addSql(`alter table "rooms" drop column "floor", drop column "in_service", drop column "out_of_service_reason", drop column "retired_at"`);
    this.addSql(`alter table "hostels" drop constraint "hostels_floors_check"`);
    this.addSql(`alter table "hostels" drop column "title", drop column "first_floor", drop column "floors", drop column "retired_at"`);
    // The enum values stay: PostgreSQL cannot drop an enum value.
  }
}

/**
 * The trigger bodies, as the entities declare them (Room, RoomOccupancy, Hostel): the schema
 * test compares the two. Copied here, not imported: a migration never changes once released.
 */
const ROOMS_GUARD = `if new.capacity < old.capacity or (old.in_service and not new.in_service) or (old.retired_at is null and new.retired_at is not null) then
  perform 1 from rooms where id = new.id for update;
end if;
if new.capacity < old.capacity and (select greatest(coalesce(max(o.bed), 0), count(*)) from room_occupancies o where o.room_id = new.id) > new.capacity then
  raise exception 'room % cannot have fewer beds than its occupants use', new.number using errcode = '23514';
end if;
if (not new.in_service or new.retired_at is not null) and exists (select 1 from room_occupancies o where o.room_id = new.id) then
  raise exception 'room % has occupants: they move out before it goes out of service', new.number using errcode = '23514';
end if;
return new;`;

const OCCUPANCY_GUARD = `perform 1 from rooms where id = new.room_id and in_service and retired_at is null for key share;
if not found and exists (select 1 from rooms where id = new.room_id) then
  raise exception 'room % is out of service', (select number from rooms where id = new.room_id) using errcode = '23514';
end if;
if new.bed > (select capacity from rooms where id = new.room_id) then
  raise exception 'room % has no bed %', new.room_id, new.bed using errcode = '23514';
end if;
return new;`;

const HOSTELS_GUARD = `if new.gender <> old.gender and exists (select 1 from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = new.id) then
  raise exception 'hostel % has occupants: its gender cannot change', new.name using errcode = '23514';
end if;
if new.retired_at is not null and old.retired_at is null and exists (select 1 from room_occupancies o join rooms r on r.id = o.room_id where r.hostel_id = new.id) then
  raise exception 'hostel % has occupants: it cannot be retired', new.name using errcode = '23514';
end if;
return new;`;
