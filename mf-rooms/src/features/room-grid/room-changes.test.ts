import { room } from '../../testing/fixtures';
import { hostelFloors } from './hostel-floors';
import { mergeRoomChanges } from './room-changes';

const ids = (rooms: { number: number }[] | undefined) => rooms?.map((r) => r.number);

describe("a grid's rooms after a live message", () => {
  const rooms = [room(1), room(2), room(3)];

  it('leave the list as it is when every room is known: the cache repaints them', () => {
    expect(mergeRoomChanges(rooms, [room(2, { freeBeds: 0 })])).toBeUndefined();
  });

  it('gain a room the office added, once, and lose one it retired', () => {
    expect(ids(mergeRoomChanges(rooms, [room(7), room(7), room(2, { freeBeds: 0 })]))).toEqual([1, 2, 3, 7]);
    expect(ids(mergeRoomChanges(rooms, [room(2, { retired: true })]))).toEqual([1, 3]);
    expect(ids(mergeRoomChanges(rooms, [room(2, { retired: true }), room(8)]))).toEqual([1, 3, 8]);
    // Added and retired in one message, or retired before the grid knew it: never shown.
    expect(mergeRoomChanges(rooms, [room(9), room(9, { retired: true })])).toBeUndefined();
    expect(mergeRoomChanges(rooms, [room(10, { retired: true })])).toBeUndefined();
  });
});

describe("a hostel's floors", () => {
  it('are the ones the office set, rooms on them or not, and any floor a room is on besides', () => {
    expect(hostelFloors({ firstFloor: 0, floors: 2 }, [])).toEqual([0, 1]);
    expect(hostelFloors({ firstFloor: 1, floors: 5 }, [room(1, { floor: 2 })])).toEqual([1, 2, 3, 4, 5]);
    expect(hostelFloors({ firstFloor: 1, floors: 2 }, [room(1, { floor: 4 }), room(2, { floor: 1 })])).toEqual([1, 2, 4]);
    expect(hostelFloors(undefined, [room(201), room(101), room(102)])).toEqual([1, 2]);
  });
});
