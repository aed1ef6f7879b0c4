import { boysRooms, girlsRooms, officeRooms, room } from '../../testing/fixtures';
import { floorPlan } from './floor-layout';

const numbers = (plan: ReturnType<typeof floorPlan>) => plan.map((wing) => wing.map((block) => block.map((r) => r.number)));

describe('floor plans', () => {
  it("lay GH-1 and GH-2 out as the spec does: left groups of 2, 2, 2 and 4; right groups of 2, 2 and 4", () => {
    const ground = girlsRooms().filter((r) => r.floor === 0);
    for (const hostel of ['GH-1', 'GH-2']) {
      const plan = floorPlan(hostel, [...ground].reverse());
      expect(plan.map((wing) => wing.map((block) => block.length))).toEqual([
        [2, 2, 2, 4],
        [2, 2, 4],
      ]);
      expect(numbers(plan).flat(2)).toEqual(ground.map((r) => r.number));
    }
  });

  it('lay a boys\' floor out in blocks of five on two wings, and GH-3 in one block', () => {
    const first = boysRooms().filter((r) => r.floor === 1);
    expect(floorPlan('BH-2', first).map((wing) => wing.map((block) => block.length))).toEqual([
      [5, 5, 5],
      [5, 5, 5],
    ]);
    const thirtyFive = Array.from({ length: 35 }, (_, i) => room(101 + i));
    expect(floorPlan('BH-1', thirtyFive).map((wing) => wing.map((block) => block.length))).toEqual([
      [5, 5, 5, 3],
      [5, 5, 5, 2],
    ]);
    expect(numbers(floorPlan('GH-3', girlsRooms().slice(0, 18)))).toEqual([[girlsRooms().slice(0, 18).map((r) => r.number)]]);
  });

  it('never loses a room the plan has no place for', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => room(i + 1));
    expect(numbers(floorPlan('GH-1', twenty)).flat(2)).toEqual(twenty.map((r) => r.number));
  });

  it("lays a hostel the office made out by its rooms, whatever its code: blocks of five on two wings, not GH-1's plan", () => {
    const first = officeRooms().filter((r) => r.floor === 1);
    for (const hostel of ['GH-9', 'NH-1', 'BH-12']) {
      const plan = floorPlan(hostel, [...first].reverse());
      expect(plan.map((wing) => wing.map((block) => block.length))).toEqual([
        [5, 3],
        [5, 2],
      ]);
      expect(numbers(plan).flat(2)).toEqual(first.map((r) => r.number));
    }
    // A handful of rooms is one block.
    expect(numbers(floorPlan('GH-9', [room(3), room(1), room(2)]))).toEqual([[[1, 2, 3]]]);
  });

  it('never loses a room, for any hostel and any number of rooms on a floor, and draws no plan for a floor with none', () => {
    for (const hostel of ['GH-1', 'GH-2', 'GH-3', 'BH-1', 'BH-5', 'GH-9', 'X1']) {
      for (const count of [1, 4, 5, 6, 17, 18, 19, 31, 60, 97]) {
        const rooms = Array.from({ length: count }, (_, i) => room(i + 1));
        const plan = floorPlan(hostel, rooms);
        expect(numbers(plan).flat(2)).toEqual(rooms.map((r) => r.number));
        expect(plan.flat().every((block) => block.length > 0)).toBe(true);
      }
      expect(floorPlan(hostel, [])).toEqual([]);
    }
  });
});
