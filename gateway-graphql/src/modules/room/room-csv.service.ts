import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDay } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { RoomOccupantView } from './room.views.js';
import { capacityOf, Role, type RoomKind } from '../../core/enums.js';
import { describeOccupants, occupantsOf, shrinkBlock } from './room.inventory.js';
import { floorProblem, type HostelFloors, type InventoryDeps } from './room-inventory.service.js';
import { parseRoomsCsv, roomChange, yesNoCell, type ImportProblem, type RoomChange } from './room.csv.js';
import { CSV_COLUMNS, type CsvRoomRow } from './room.validate.js';

/** What an import did (or, in a dry run, would do), and every problem that stops it. */
export interface RoomsImportView {
  dryRun: boolean;
  /** Data rows in the file. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Each room added or changed, by line, with each column's before and after (docs/decisions/0148). */
  changes: RoomChange[];
  problems: ImportProblem[];
}

/** A hostel's rooms as a CSV: the column titles, and the rows. */
export interface RoomsCsv {
  filename: string;
  columns: string[];
  rows: AsyncIterable<unknown[]>;
}

interface ExistingRoom {
  id: string;
  number: number;
  floor: number;
  type: RoomKind;
  capacity: number;
  in_service: boolean;
  out_of_service_reason: string | null;
  occupants_stay: boolean;
  accessible: boolean;
  retired: boolean;
}

/** What an import would change, row by row, as the rooms are now. */
interface Plan {
  creates: CsvRoomRow[];
  updates: { id: string; room: CsvRoomRow }[];
  unchanged: number;
  changes: RoomChange[];
  problems: ImportProblem[];
}

/** A real import that found problems under its locks: rolled back, and answered as a dry run's would be. */
class ImportRefused extends Error {
  constructor(readonly plan: Plan) {
    super('import refused');
  }
}

/**
 * A hostel's rooms as a CSV file, out and in (issue 42): the office exports them, edits them in
 * a spreadsheet and imports them back. An import is idempotent by hostel code and room number
 * (a room of that number is changed, a new number is added, rooms the file does not name are
 * left alone, a retired room named again is a problem: issue 51); a dry run lists every row's
 * problem and every room's change, column by column, and writes nothing; a real import with any
 * problem writes nothing either. A real import is one
 * transaction with one audit event; its rooms reach open grids and every gateway forgets them.
 */
export class RoomCsvService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: InventoryDeps,
  ) {}

  /** The hostel's rooms (not retired ones), by number, in the columns an import reads. */
  async export(viewer: Viewer | null, code: string): Promise<RoomsCsv> {
    requireRole(viewer, Role.ADMIN);
    const hostel = await this.hostel(this.em, code);
    const rooms = await this.em.execute<ExistingRoom[]>(
      'select number, floor, type, in_service, out_of_service_reason, accessible from rooms where hostel_id = ? and retired_at is null order by number',
      [hostel.id],
    );
    return {
      filename: `rooms-${hostel.name}-${officeDay(this.deps.clock())}.csv`,
      columns: [...CSV_COLUMNS],
      rows: (async function* () {
        for (const r of rooms) yield [r.number, r.floor, r.type, yesNoCell(r.in_service), r.out_of_service_reason ?? '', yesNoCell(r.accessible)];
      })(),
    };
  }

  /** Reads a rooms CSV into the hostel `code`, or (dry run) says what it would do. Problems come back in the answer, never half an import. */
  async import(viewer: Viewer | null, code: string, body: unknown, dryRun: boolean): Promise<RoomsImportView> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (typeof body !== 'string') throw new AppError('BAD_USER_INPUT', 'Send the rooms as a CSV file: Content-Type text/csv, its first line naming the columns.');
    const parsed = parseRoomsCsv(body);
    const answer = (plan: Plan): RoomsImportView => ({
      dryRun,
      rows: parsed.count,
      created: plan.creates.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      changes: plan.changes,
      problems: [...parsed.problems, ...plan.problems].sort((a, b) => a.line - b.line),
    });
    if (dryRun || parsed.problems.length > 0) {
      const hostel = await this.hostel(this.em, code);
      return answer(await this.plan(this.em, hostel, parsed.rows));
    }
    try {
      const done = await this.em.transactional(async (em) => {
        // One import of a hostel at a time, and its rooms held while they change (a booking in one waits).
        const hostel = await this.hostel(em, code, 'for no key update');
        const numbers = parsed.rows.map((r) => r.room.number);
        await em.execute('select id from rooms where hostel_id = ? and number = any(?::int[]) order by id for update', [hostel.id, intArray(numbers)]);
        const plan = await this.plan(em, hostel, parsed.rows);
        if (plan.problems.length > 0) throw new ImportRefused(plan);
        const ids = await this.apply(em, hostel.id, plan);
        await this.deps.audit.record(em, admin, {
          action: 'rooms.imported',
          objectType: 'hostel',
          objectId: hostel.id,
          hostelId: hostel.id,
          after: { hostel: hostel.name, rows: parsed.count, created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged },
        });
        const announce = ids.length > 0 ? await this.deps.offerBeds(em, [hostel.id]) : () => undefined;
        return { plan, ids, announce, hostelId: hostel.id };
      });
      if (done.ids.length > 0) {
        this.deps.publisher.rooms(done.ids);
        this.deps.publisher.inventory({ hostelId: done.hostelId });
      }
      done.announce();
      return answer(done.plan);
    } catch (error) {
      // Nothing was written: the answer says what the file would have done, and why it did not.
      if (error instanceof ImportRefused) return answer(error.plan);
      throw error;
    }
  }

  /** Row by row, what the file changes, column by column; a retired room, or a change the rooms' occupants forbid, is a problem naming them. */
  private async plan(em: EntityManager, hostel: HostelFloors, rows: { line: number; room: CsvRoomRow }[]): Promise<Plan> {
    const plan: Plan = { creates: [], updates: [], unchanged: 0, changes: [], problems: [] };
    const existing = new Map(
      (
        await em.execute<ExistingRoom[]>(
          `select id, number, floor, type, capacity, in_service, out_of_service_reason, occupants_stay, accessible, retired_at is not null as retired
             from rooms where hostel_id = ? and number = any(?::int[])`,
          [hostel.id, intArray(rows.map((r) => r.room.number))],
        )
      ).map((r) => [r.number, r]),
    );
    const occupants = new Map<string, RoomOccupantView[]>();
    for (const o of await occupantsOf(em, [...existing.values()].map((r) => r.id))) occupants.set(o.roomId, [...(occupants.get(o.roomId) ?? []), o]);
    for (const { line, room } of rows) {
      const now = existing.get(room.number);
      // A file never brings a retired room back (an export leaves them out, so its number here is an
      // old file's or a slip): "Add room" does, on purpose (docs/decisions/0148).
      if (now?.retired) {
        plan.problems.push({ line, field: 'number', message: `Room ${room.number} is retired, and an import does not bring it back. To use it again, add it with "Add room" on this page; otherwise take this line out of the file.` });
        continue;
      }
      const outside = floorProblem(hostel, room.floor);
      if (outside) {
        plan.problems.push({ line, field: 'floor', message: outside });
        continue;
      }
      const reason = room.out_of_service_reason ?? null;
      if (!now) {
        plan.creates.push(room);
        plan.changes.push(roomChange(line, room.number, undefined, { ...room, out_of_service_reason: reason, accessible: room.accessible ?? false }));
        continue;
      }
      // A file without the accessible column keeps the room's flag.
      const accessible = room.accessible ?? now.accessible;
      const change = roomChange(line, room.number, now, { ...room, out_of_service_reason: reason, accessible });
      if (change.fields.length === 0) {
        plan.unchanged++;
        continue;
      }
      const people = occupants.get(now.id) ?? [];
      // As a change of the room's type: no one is moved to another bed (docs/decisions/0148).
      const block = capacityOf(room.type) < now.capacity ? shrinkBlock(people, room.type) : undefined;
      if (block) {
        plan.problems.push({ line, field: 'type', message: `Room ${room.number} ${block.what}: ${describeOccupants(block.who)}. Move them to another room first.` });
        continue;
      }
      // A room a repair took out of service keeps its people while it stays out (decision 0157).
      if (!room.in_service && people.length > 0 && !(now.occupants_stay && !now.in_service)) {
        plan.problems.push({ line, field: 'in_service', message: `Room ${room.number} cannot go out of service with people in it: ${describeOccupants(people)}. Move them to another room first.` });
        continue;
      }
      plan.updates.push({ id: now.id, room: { ...room, accessible } });
      plan.changes.push(change);
    }
    return plan;
  }

  /** Writes the plan: new rooms in one statement, changed ones in another; answers the rooms' ids. */
  private async apply(em: EntityManager, hostelId: string, plan: Plan): Promise<string[]> {
    const ids: string[] = [];
    if (plan.creates.length > 0) {
      const c = plan.creates;
      const created = await em.execute<{ id: string }[]>(
        `insert into rooms (hostel_id, number, floor, type, capacity, in_service, out_of_service_reason, accessible)
         select ?, x.number, x.floor, x.type::room_type, x.capacity, x.in_service, x.reason, x.accessible
           from unnest(?::int[], ?::int[], ?::text[], ?::int[], ?::boolean[], ?::text[], ?::boolean[]) as x(number, floor, type, capacity, in_service, reason, accessible)
         returning id`,
        [
          hostelId,
          intArray(c.map((r) => r.number)),
          intArray(c.map((r) => r.floor)),
          textArray(c.map((r) => r.type)),
          intArray(c.map((r) => capacityOf(r.type))),
          boolArray(c.map((r) => r.in_service)),
          textArray(c.map((r) => r.out_of_service_reason ?? null)),
          boolArray(c.map((r) => r.accessible ?? false)),
        ],
      );
      ids.push(...created.map((r) => r.id));
    }
    if (plan.updates.length > 0) {
      const u = plan.updates;
      await em.execute(
        `update rooms r set floor = x.floor, type = x.type::room_type, capacity = x.capacity, in_service = x.in_service, out_of_service_reason = x.reason, accessible = x.accessible
           from unnest(?::uuid[], ?::int[], ?::text[], ?::int[], ?::boolean[], ?::text[], ?::boolean[]) as x(id, floor, type, capacity, in_service, reason, accessible)
          where r.id = x.id`,
        [
          textArray(u.map((r) => r.id)),
          intArray(u.map((r) => r.room.floor)),
          textArray(u.map((r) => r.room.type)),
          intArray(u.map((r) => capacityOf(r.room.type))),
          boolArray(u.map((r) => r.room.in_service)),
          textArray(u.map((r) => r.room.out_of_service_reason ?? null)),
          boolArray(u.map((r) => r.room.accessible ?? false)),
        ],
      );
      ids.push(...u.map((r) => r.id));
    }
    return ids;
  }

  /** The hostel of this code (not retired), locked as asked; NOT_FOUND otherwise. */
  private async hostel(em: EntityManager, code: string, lock = ''): Promise<HostelFloors> {
    const [row] = await em.execute<HostelFloors[]>(`select id, name, first_floor, floors, retired_at is not null as retired from hostels where name = ? ${lock}`, [code.trim().toUpperCase()]);
    if (!row) throw notFound(`Hostel ${code.trim().toUpperCase()}`);
    if (row.retired) throw new AppError('CONFLICT', `${row.name} is retired: its rooms cannot change.`);
    return row;
  }
}

/** PostgreSQL array literals for `?::int[]`, `?::boolean[]` and `?::text[]` parameters (a null text is NULL). */
const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;
const boolArray = (values: readonly boolean[]): string => `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;
const textArray = (values: readonly (string | null)[]): string => `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
