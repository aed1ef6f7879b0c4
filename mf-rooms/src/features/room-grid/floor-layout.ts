import type { GridRoom } from './room-grid.operations';

/** A floor plan: wings along a corridor, each a column of blocks (groups of neighbouring rooms). */
export type FloorPlan = GridRoom[][][];

/** The spec's GH-1 and GH-2: left groups of 2, 2, 2 and 4 rooms; right groups of 2, 2 and 4 (18 rooms). */
const GIRLS_WINGS = [
  [2, 2, 2, 4],
  [2, 2, 4],
];

function cut(rooms: GridRoom[], sizes: number[]): GridRoom[][] {
  const groups: GridRoom[][] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= rooms.length) break;
    groups.push(rooms.slice(at, (at += size)));
  }
  return groups;
}

const blocksOf = (count: number, size: number) => Array.from({ length: Math.ceil(count / size) }, (_, i) => Math.min(size, count - i * size));

/**
 * Rooms are placed by their position in number order, as the spec's screens place them: GH-1
 * and GH-2 in their fixed groups; the boys' blocks in groups of five on two wings; GH-3 in its
 * older layout, one plain block of rows. Rooms beyond a plan (a changed seed) are never lost:
 * they join the last wing.
 */
export function floorPlan(hostel: string, rooms: GridRoom[]): FloorPlan {
  const sorted = [...rooms].sort((a, b) => a.number - b.number);
  if (hostel === 'GH-3') return [[sorted]];
  const half = Math.ceil(sorted.length / 2);
  const wings = hostel.startsWith('GH') ? GIRLS_WINGS : [blocksOf(half, 5), blocksOf(sorted.length - half, 5)];
  const leftCount = wings[0]!.reduce((n, s) => n + s, 0);
  const left = cut(sorted.slice(0, leftCount), wings[0]!);
  const right = cut(sorted.slice(leftCount), wings[1]!);
  const placed = [...left, ...right].reduce((n, g) => n + g.length, 0);
  if (placed < sorted.length) right.push(sorted.slice(placed));
  return right.length ? [left, right] : [left];
}
