import type { GridRoom } from './room-grid.operations';

/** A floor plan: wings along a corridor, each a column of blocks (groups of neighbouring rooms). */
export type FloorPlan = GridRoom[][][];

/** How a floor's rooms are placed: in fixed groups, in plain rows, or in blocks of five on two wings. */
type Layout = { kind: 'groups'; wings: number[][] } | { kind: 'rows' } | { kind: 'fives' };

/** The spec's GH-1 and GH-2: left groups of 2, 2, 2 and 4 rooms; right groups of 2, 2 and 4 (18 rooms). */
const GIRLS_GROUPS: Layout = {
  kind: 'groups',
  wings: [
    [2, 2, 2, 4],
    [2, 2, 4],
  ],
};

const FIVES: Layout = { kind: 'fives' };

/**
 * The spec's own screens, by their exact codes: GH-1 and GH-2 in their fixed groups, GH-3 in its
 * older layout (one plain block of rows), the boys' blocks in groups of five on two wings. Not by
 * a prefix: a 'GH-9' the office makes is not drawn on GH-1's 18-room plan.
 */
const SPEC_LAYOUTS: Record<string, Layout> = {
  'GH-1': GIRLS_GROUPS,
  'GH-2': GIRLS_GROUPS,
  'GH-3': { kind: 'rows' },
  'BH-1': FIVES,
  'BH-2': FIVES,
  'BH-3': FIVES,
  'BH-4': FIVES,
  'BH-5': FIVES,
};

/** A floor this small is one block: two wings of a few rooms each are no plan at all. */
const ONE_BLOCK_UP_TO = 5;

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
 * The layout a hostel's floor takes: the spec's own for its eight hostels; for any other (the
 * office's), decided by the floor's rooms: one block when there are a handful, else blocks of five
 * on two wings, as the boys' blocks, whatever the code says.
 */
function layoutOf(hostel: string, count: number): Layout {
  return SPEC_LAYOUTS[hostel] ?? (count <= ONE_BLOCK_UP_TO ? { kind: 'rows' } : FIVES);
}

/**
 * Rooms are placed by their position in number order, as the spec's screens place them. Rooms
 * beyond a plan (rooms the office added to a spec hostel's floor) are never lost: they join the
 * last wing, in blocks of five. A floor with no room has no plan.
 */
export function floorPlan(hostel: string, rooms: GridRoom[]): FloorPlan {
  const sorted = [...rooms].sort((a, b) => a.number - b.number);
  if (sorted.length === 0) return [];
  const layout = layoutOf(hostel, sorted.length);
  if (layout.kind === 'rows') return [[sorted]];
  const half = Math.ceil(sorted.length / 2);
  const wings = layout.kind === 'groups' ? layout.wings : [blocksOf(half, 5), blocksOf(sorted.length - half, 5)];
  const leftCount = wings[0]!.reduce((n, s) => n + s, 0);
  const left = cut(sorted.slice(0, leftCount), wings[0]!);
  const right = cut(sorted.slice(leftCount), wings[1]!);
  const placed = [...left, ...right].reduce((n, g) => n + g.length, 0);
  const rest = sorted.slice(placed);
  right.push(...cut(rest, blocksOf(rest.length, 5)));
  return right.length ? [left, right] : [left];
}
