import { girlsRooms, held, offered, place, request, room } from '../../testing/fixtures';
import type { MyRoomState } from '../my-room/my-room.operations';
import { joinChoices, waitlistChoices } from './waitlist-choices';

const full = (over = {}) => girlsRooms().map((r) => ({ ...r, freeBeds: 0, isAvailable: false, ...over }));
const state = (over: Partial<MyRoomState> = {}): MyRoomState => ({ me: { id: 'me' }, myRoom: null, myRoomRequests: [], myRoommateInvites: [], myWaitlist: null, ...over });

describe('what a student may wait for', () => {
  it('any room or either type when no bed is free at all; held beds are not free', () => {
    expect(waitlistChoices(full({ heldBeds: 1 }))).toEqual(['ANY', 'SINGLE', 'DOUBLE']);
  });

  it('only the full type while the other has a free bed, and nothing while both do', () => {
    const singlesFull = girlsRooms().map((r) => (r.type === 'SINGLE' ? room(r.number, { freeBeds: 0 }) : r));
    expect(waitlistChoices(singlesFull)).toEqual(['SINGLE']);
    expect(waitlistChoices(girlsRooms())).toEqual([]);
    expect(waitlistChoices([room(1, { freeBeds: 0 }), room(2, { freeBeds: 0 })])).toEqual(['ANY']);
  });

  it('offers nothing to a student with a bed, a pending request or invitation, or a place in line, nor before selection opens', () => {
    const rooms = full();
    expect(joinChoices(state(), rooms, 'OPEN')).toEqual(['ANY', 'SINGLE', 'DOUBLE']);
    expect(joinChoices(state(), rooms, 'CLOSED')).toHaveLength(3);
    expect(joinChoices(state({ myWaitlist: place({ status: 'EXPIRED', position: null }) }), rooms, 'OPEN')).toHaveLength(3);
    for (const busy of [{ myRoom: held() }, { myRoomRequests: [request()] }, { myRoommateInvites: [request()] }, { myWaitlist: place() }, { myWaitlist: offered() }]) {
      expect(joinChoices(state(busy), rooms, 'OPEN')).toEqual([]);
    }
    expect(joinChoices(state(), rooms, 'NOT_YET')).toEqual([]);
    expect(joinChoices(state(), rooms, 'NOT_ELIGIBLE')).toEqual([]);
    expect(joinChoices(undefined, rooms, 'OPEN')).toEqual([]);
  });
});
