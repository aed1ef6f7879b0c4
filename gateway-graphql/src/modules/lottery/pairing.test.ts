import { describe, expect, it } from 'vitest';
import { placeUnits, unitsOf, type AssignmentEntrant, type FreeRoom } from './assignment.placement.js';
import { Compatibility, explanationText, RULED_OUT, UNKNOWN } from './compatibility.js';
import { pairByCompatibility } from './pairing.js';
import { DEFAULT_QUESTIONS } from './questionnaire.js';

const compatibility = new Compatibility(DEFAULT_QUESTIONS);
/** sleep, tidiness, noise, guests (0-4), study (0-2), smoking (0 no, 1 yes). */
const v = (sleep: number, tidy: number, noise: number, guests: number, study: number, smoking: number) => compatibility.vector({ sleep, tidiness: tidy, noise, guests, study, smoking });

describe('compatibility', () => {
  it('scores the same answers 100, weighs each step apart, and says how they compare', () => {
    expect(compatibility.score(v(1, 3, 1, 1, 0, 0), v(1, 3, 1, 1, 0, 0))).toBe(100);
    // sleep one step (3 × 0.75), guests four steps (2 × 0), study different (1 × 0): (3 × .75 + 3 + 2 + 0 + 0 + 3) / 14.
    expect(compatibility.score(v(1, 3, 1, 0, 0, 0), v(2, 3, 1, 4, 1, 0))).toBe(Math.round((100 * (2.25 + 3 + 2 + 3)) / 14));
    const comparisons = compatibility.explain(v(1, 3, 1, 0, 0, 0), v(2, 3, 1, 4, 1, 0), (key) => key !== 'noise');
    expect(explanationText(comparisons)).toBe('sleep: one step apart; tidiness: same; guests: far apart; study: different; smoking: same');
  });

  it('rules a pair out on a dealbreaker, and knows nothing of a pair with no counted answer in common', () => {
    expect(compatibility.score(v(1, 3, 1, 1, 0, 0), v(1, 3, 1, 1, 0, 1))).toBe(RULED_OUT);
    expect(compatibility.score(compatibility.vector({ sleep: 1 }), compatibility.vector({ tidiness: 2 }))).toBe(UNKNOWN);
    // Answers to no question, or out of range, are dropped.
    expect([...compatibility.vector({ sleep: 9, nosuch: 1, smoking: 1 })]).toEqual([-1, -1, -1, -1, -1, 1]);
  });
});

describe('pairing by compatibility', () => {
  it('pairs the best matches first and never across a dealbreaker', () => {
    const students = [v(0, 4, 0, 0, 1, 0), v(4, 0, 4, 4, 0, 0), v(0, 4, 0, 0, 1, 0), v(4, 0, 4, 4, 0, 0), v(2, 2, 2, 2, 2, 1)];
    const pairs = pairByCompatibility(students, compatibility);
    expect(pairs.map((p) => [p.a, p.b, p.score])).toEqual([
      [0, 2, 100],
      [1, 3, 100],
    ]);
  });

  it('beats random pairing on a seeded crowd, within the greedy bound', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const crowd = Array.from({ length: 400 }, () => v(rand(5), rand(5), rand(5), rand(5), rand(3), rand(10) === 0 ? 1 : 0));
    const pairs = pairByCompatibility(crowd, compatibility);
    expect(new Set(pairs.flatMap((p) => [p.a, p.b])).size).toBe(pairs.length * 2);
    expect(pairs.every((p) => compatibility.score(crowd[p.a]!, crowd[p.b]!) === p.score && p.score >= 0)).toBe(true);
    const mean = pairs.reduce((n, p) => n + p.score, 0) / pairs.length;
    const random = Array.from({ length: 200 }, (_, i) => Math.max(0, compatibility.score(crowd[2 * i]!, crowd[2 * i + 1]!)));
    expect(mean).toBeGreaterThan(random.reduce((n, s) => n + s, 0) / random.length + 10);
  });
});

describe('placing with a questionnaire', () => {
  const entrant = (id: string, vector: Int8Array | null, o: Partial<AssignmentEntrant> = {}): AssignmentEntrant => ({ studentId: id, enrollmentId: id, lotteryNumber: Number(id.slice(1)), groupId: null, gender: 'Male', needsAccessibleRoom: false, vector, ...o });
  const room = (id: string, beds: number[], o: Partial<FreeRoom> = {}): FreeRoom => ({ id, gender: 'Male', accessible: false, beds, ...o });

  it('puts the best-matched singles together, and no one beside a dealbreaker already in the room', () => {
    const owl = v(4, 1, 3, 3, 0, 0);
    const lark = v(0, 4, 0, 0, 1, 0);
    const smoker = v(2, 2, 2, 2, 2, 1);
    const entrants = [entrant('s1', owl), entrant('s2', lark), entrant('s3', owl), entrant('s4', lark), entrant('s5', smoker), entrant('s6', null)];
    // Room c already holds a non-smoker who answered: the smoker may not go there.
    const rooms = [room('a', [1, 2]), room('b', [1, 2]), room('c', [2], { occupants: [lark] }), room('d', [1])];
    const { placements, unplaced, pairs } = placeUnits(unitsOf(entrants), rooms, 3, compatibility);
    const roomOf = (id: string) => placements.find((p) => p.studentId === id)?.roomId;
    expect(unplaced).toEqual([]);
    expect(roomOf('s1')).toBe(roomOf('s3'));
    expect(roomOf('s2')).toBe(roomOf('s4'));
    expect(pairs).toEqual([100, 100]);
    expect(roomOf('s5')).toBe('d');
    expect(roomOf('s6')).toBe('c');
    // Without the questionnaire, the same seed places by lottery alone.
    expect(placeUnits(unitsOf(entrants), rooms, 3).pairs).toEqual([]);
  });

  it('splits a pair no room holds into two singles rather than leave them out', () => {
    const same = v(1, 1, 1, 1, 1, 0);
    const { placements, unplaced } = placeUnits(unitsOf([entrant('s1', same), entrant('s2', same)]), [room('a', [1]), room('b', [1])], 1, compatibility);
    expect(unplaced).toEqual([]);
    expect(placements.map((p) => p.roomId).sort()).toEqual(['a', 'b']);
  });

  it('leaves a smoker unplaced rather than beside a non-smoker who said it rules them out', () => {
    const { unplaced } = placeUnits(unitsOf([entrant('s1', v(1, 1, 1, 1, 1, 1))]), [room('a', [2], { occupants: [v(1, 1, 1, 1, 1, 0)] })], 1, compatibility);
    expect(unplaced.map((u) => u.members[0]!.studentId)).toEqual(['s1']);
  });
});
