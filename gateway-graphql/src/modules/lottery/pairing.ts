import { RULED_OUT, type Compatibility } from './compatibility.js';

/** Two students to share a room, and how well they match (0-100). */
export interface Pair {
  a: number;
  b: number;
  score: number;
}

/**
 * Pairs students by compatibility (docs/decisions/0145): a greedy maximum-weight matching. Pairs
 * are taken best score first, each student at most once, so the total is at least half the best
 * possible total (the greedy matching's bound); no pair a dealbreaker rules out and no pair with
 * nothing to judge by is made. `vectors[i]` is student i's answers; students come in `order`
 * (the caller's seeded shuffle) and ties go to the earlier.
 *
 * Students with the same answers are one type, so the pass scores each pair of types once, not
 * each pair of students: a campus's few thousand students answer a 6-question form with far
 * fewer distinct profiles, and every pair of a type scores the same, so taking them as a block
 * is a tie order the greedy algorithm allows. Its bound: time and memory grow with the square of
 * the distinct profiles (at most the students), 5 bytes a pair of types.
 */
export function pairByCompatibility(vectors: readonly Int8Array[], compatibility: Compatibility): Pair[] {
  // Types in order of their first student; each holds its students in order.
  const typeOf = new Map<string, number[]>();
  const types: { vector: Int8Array; students: number[] }[] = [];
  vectors.forEach((vector, i) => {
    const key = vector.join(',');
    let students = typeOf.get(key);
    if (!students) {
      students = [];
      typeOf.set(key, students);
      types.push({ vector, students });
    }
    students.push(i);
  });

  // Every pair of types (a type with itself too), bucketed by score: a counting sort, stable in type order.
  const t = types.length;
  const count = t * (t + 1) / 2;
  const scores = new Int8Array(count);
  const perScore = new Uint32Array(101);
  let k = 0;
  for (let i = 0; i < t; i++) {
    for (let j = i; j < t; j++, k++) {
      const s = compatibility.score(types[i]!.vector, types[j]!.vector);
      scores[k] = s;
      if (s >= 0) perScore[s]!++;
    }
  }
  // Offsets: the best scores first.
  const start = new Uint32Array(101);
  let offset = 0;
  for (let s = 100; s >= 0; s--) {
    start[s] = offset;
    offset += perScore[s]!;
  }
  const sorted = new Uint32Array(offset);
  const fill = start.slice();
  for (let i = 0, idx = 0; i < t; i++) {
    for (let j = i; j < t; j++, idx++) {
      const s = scores[idx]!;
      if (s >= 0) sorted[fill[s]!++] = idx;
    }
  }

  // Decode a pair index back into its two types (row i holds t - i pairs).
  const rowStart = new Uint32Array(t + 1);
  for (let i = 0; i < t; i++) rowStart[i + 1] = rowStart[i]! + (t - i);
  const decode = (idx: number): [number, number] => {
    let lo = 0;
    let hi = t - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (rowStart[mid]! <= idx) lo = mid;
      else hi = mid - 1;
    }
    return [lo, lo + (idx - rowStart[lo]!)];
  };

  const next = new Uint32Array(t); // how many of each type's students are taken
  const pairs: Pair[] = [];
  for (const idx of sorted) {
    const [i, j] = decode(idx);
    const a = types[i]!;
    const b = types[j]!;
    const score = scores[idx]!;
    if (i === j) {
      while (a.students.length - next[i]! >= 2) pairs.push({ a: a.students[next[i]!++]!, b: a.students[next[i]!++]!, score });
    } else {
      while (next[i]! < a.students.length && next[j]! < b.students.length) pairs.push({ a: a.students[next[i]!++]!, b: b.students[next[j]!++]!, score });
    }
  }
  return pairs;
}

/** Whether two students may share a room: no dealbreaker between them (unknown is allowed). */
export const mayShare = (compatibility: Compatibility, a: Int8Array, b: Int8Array): boolean => compatibility.score(a, b) !== RULED_OUT;
