import { Compatibility, RULED_OUT } from './compatibility.js';
import { shuffled } from './draw.js';
import { pairByCompatibility } from './pairing.js';

/*
 * The assignment's placement, pure: who goes into which free bed, from the entrants who chose
 * nothing, the free rooms and the process's seed (and its questionnaire, to pair singles). The job
 * that reads them and writes the placements is assignment.job.ts.
 */

/** The most beds a room has (room_occupancies_bed_check). */
const MAX_BEDS = 4;

/** An entrant the assignment places: has an account, holds no bed, waits on no request. */
export interface AssignmentEntrant {
  studentId: string;
  enrollmentId: string;
  lotteryNumber: number;
  groupId: string | null;
  gender: string | null;
  needsAccessibleRoom: boolean;
  /** Their roommate questionnaire's answers (Compatibility.vector); null: they gave none. */
  vector: Int8Array | null;
}

/** Placed together or not at all: a roommate group's members still unplaced, or one student. */
export interface AssignmentUnit {
  members: AssignmentEntrant[];
  group: boolean;
  /** Every member's gender, or null when they differ (no room houses them). */
  gender: string | null;
  /** Any member needs an accessible room. */
  accessible: boolean;
  /** Two singles the assignment paired by compatibility: their score (0-100). */
  pairScore?: number;
}

/** A room with free beds, in the process's hostels. */
export interface FreeRoom {
  id: string;
  gender: string;
  accessible: boolean;
  /** Its free bed numbers, lowest first. */
  beds: number[];
  /** The answers of those already in it who gave some: no one is placed with someone a dealbreaker rules out. */
  occupants?: Int8Array[];
}

export interface Placement {
  studentId: string;
  roomId: string;
  bed: number;
}

/** Entrants in roommate groups (sharing a group) and singles, in lottery order of each unit's first member. */
export function unitsOf(entrants: readonly AssignmentEntrant[]): AssignmentUnit[] {
  const sorted = [...entrants].sort((a, b) => a.lotteryNumber - b.lotteryNumber);
  const groups = new Map<string, AssignmentEntrant[]>();
  const units: AssignmentEntrant[][] = [];
  for (const e of sorted) {
    if (!e.groupId) units.push([e]);
    else if (groups.has(e.groupId)) groups.get(e.groupId)!.push(e);
    else {
      const members = [e];
      groups.set(e.groupId, members);
      units.push(members);
    }
  }
  return units.map((members) => ({
    members,
    group: members.length > 1,
    gender: members.every((m) => m.gender === members[0]!.gender) ? members[0]!.gender : null,
    accessible: members.some((m) => m.needsAccessibleRoom),
  }));
}

/** What a placement did beyond placing: the pairs it made by compatibility. */
export interface PlacementResult {
  placements: Placement[];
  unplaced: AssignmentUnit[];
  /** Singles paired by compatibility and placed together, with their scores. */
  pairs: number[];
}

/**
 * The placement (docs/decisions/0136, 0145), in memory and deterministic: the units are shuffled
 * by the process's seed + 1 (the draw used the seed itself), so the same seed and the same state
 * give the same placements. With a questionnaire (`compatibility`), singles who answered it are
 * first paired by it (pairing.ts: best pairs first, never across a dealbreaker), and no one is
 * placed in a room with someone a dealbreaker rules out. Then, each by best fit (the room with
 * the fewest free beds that holds the whole unit, so rooms fill up and big rooms stay whole for
 * groups), larger units before smaller ones:
 * 1. units needing an accessible room, into accessible rooms only;
 * 2. groups, into one room of their gender (accessible rooms last); a group no room holds is
 *    left unplaced whole, never split;
 * 3. pairs, as groups are; a pair no room holds is placed as two singles;
 * 4. singles into the beds left, accessible rooms last.
 */
export function placeUnits(units: readonly AssignmentUnit[], rooms: readonly FreeRoom[], seed: number, compatibility?: Compatibility): PlacementResult {
  // Rooms by gender and accessibility, then by free beds; each list is taken from its end, so it
  // holds the rooms in reverse order (hostel, number) and a room that just lost beds comes next.
  const buckets = new Map<string, FreeRoom[][]>();
  const bucketOf = (gender: string, accessible: boolean) => {
    const key = `${gender}|${accessible}`;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = Array.from({ length: MAX_BEDS + 1 }, () => [])));
    return bucket;
  };
  for (let i = rooms.length - 1; i >= 0; i--) {
    const room = rooms[i]!;
    if (room.beds.length > 0) bucketOf(room.gender, room.accessible)[Math.min(room.beds.length, MAX_BEDS)]!.push({ ...room, beds: [...room.beds], occupants: [...(room.occupants ?? [])] });
  }
  const fits = (room: FreeRoom, unit: AssignmentUnit): boolean =>
    !compatibility || room.occupants!.length === 0 || unit.members.every((m) => !m.vector || room.occupants!.every((o) => compatibility.score(m.vector!, o) !== RULED_OUT));
  const take = (unit: AssignmentUnit, accessible: boolean): Placement[] | null => {
    const bucket = bucketOf(unit.gender!, accessible);
    const size = unit.members.length;
    for (let free = size; free <= MAX_BEDS; free++) {
      const list = bucket[free]!;
      for (let r = list.length - 1; r >= 0; r--) {
        const room = list[r]!;
        if (!fits(room, unit)) continue;
        list.splice(r, 1);
        const beds = room.beds.splice(0, size);
        for (const m of unit.members) if (m.vector) room.occupants!.push(m.vector);
        if (room.beds.length > 0) bucket[room.beds.length]!.push(room);
        return unit.members.map((m, i) => ({ studentId: m.studentId, roomId: room.id, bed: beds[i]! }));
      }
    }
    return null;
  };

  // Larger units first (stable: shuffled within a size), so pairs do not take the rooms a bigger group needs.
  let order = shuffled(units, seed + 1);
  if (compatibility) order = pairSingles(order, compatibility);
  order.sort((a, b) => b.members.length - a.members.length);
  const placements: Placement[] = [];
  const unplaced: AssignmentUnit[] = [];
  const pairs: number[] = [];
  const split: AssignmentUnit[] = [];
  const single = (m: AssignmentEntrant): AssignmentUnit => ({ members: [m], group: false, gender: m.gender, accessible: false });
  const phases: [(u: AssignmentUnit) => boolean, (u: AssignmentUnit) => Placement[] | null, ((u: AssignmentUnit) => void)?][] = [
    [(u) => u.accessible, (u) => take(u, true)],
    [(u) => !u.accessible && u.group, (u) => take(u, false) ?? take(u, true)],
    [(u) => u.pairScore !== undefined, (u) => take(u, false) ?? take(u, true), (u) => split.push(...u.members.map(single))],
    [(u) => !u.accessible && !u.group && u.pairScore === undefined, (u) => take(u, false) ?? take(u, true)],
  ];
  for (const [phase, [applies, place, otherwise]] of phases.entries()) {
    // Pairs no room held come back as singles, before the singles drawn as such (they were paired first).
    const these = phase === phases.length - 1 ? [...split, ...order] : order;
    for (const unit of these) {
      if (!applies(unit)) continue;
      const placed = unit.gender && unit.members.length <= MAX_BEDS ? place(unit) : null;
      if (placed) {
        placements.push(...placed);
        if (unit.pairScore !== undefined) pairs.push(unit.pairScore);
      } else if (otherwise) otherwise(unit);
      else unplaced.push(unit);
    }
  }
  return { placements, unplaced, pairs };
}

/**
 * The singles who answered the questionnaire, paired by it within their gender (pairing.ts), in
 * place of the two singles; the rest as they were. Those needing an accessible room are left
 * alone: they are placed first, wherever such a room is free.
 */
function pairSingles(order: AssignmentUnit[], compatibility: Compatibility): AssignmentUnit[] {
  const byGender = new Map<string, AssignmentUnit[]>();
  for (const unit of order) {
    if (unit.group || unit.accessible || !unit.gender || !unit.members[0]!.vector) continue;
    const list = byGender.get(unit.gender) ?? [];
    list.push(unit);
    byGender.set(unit.gender, list);
  }
  const paired = new Set<AssignmentUnit>();
  const out: AssignmentUnit[] = [];
  for (const [gender, singles] of byGender) {
    for (const pair of pairByCompatibility(singles.map((u) => u.members[0]!.vector!), compatibility)) {
      const a = singles[pair.a]!;
      const b = singles[pair.b]!;
      paired.add(a).add(b);
      out.push({ members: [a.members[0]!, b.members[0]!], group: false, gender, accessible: false, pairScore: pair.score });
    }
  }
  return [...order.filter((u) => !paired.has(u)), ...out];
}
