import { GraphQLError } from 'graphql';
import type { RoomKind } from '../gql/graphql';
import { MY_ROOM_STATE, type MyRequest, type MyRoom, type MyRoomState } from '../features/my-room/my-room.operations';
import type { WaitlistPlace } from '../features/waitlist/waitlist.operations';
import { GRID_CONTEXT, GRID_VIEWER, HOSTEL_ROOMS, type GridHostel, type GridRoom } from '../features/room-grid/room-grid.operations';
import { SELECTION_WINDOW, type SelectionWindow } from '../features/selection-window/selection-window.operations';
import { SELECTION_NOW, type SelectionNow } from '../features/selection-window/selection-now.operations';
import { GRID_MY_SELECTION, type GridGroup, type GridMySelection } from '../features/booking/group-booking.operations';

export const ME = 'student-1';

/** Each type's beds, as the gateway's CHECK keeps them. */
const CAPACITY: Record<RoomKind, number> = { SINGLE: 1, DOUBLE: 2, TRIPLE: 3, QUAD: 4 };

/**
 * A room in service: every third a Single, the rest Doubles, unless `over.type` says (its capacity
 * follows); on floor number / 100, as the seeded hostels number them, unless `over.floor` says.
 */
export const room = (number: number, over: Partial<GridRoom> = {}): GridRoom & { __typename: 'Room' } => {
  const type = over.type ?? (number % 3 === 0 ? 'SINGLE' : 'DOUBLE');
  const capacity = CAPACITY[type];
  const freeBeds = over.freeBeds ?? capacity;
  return {
    __typename: 'Room',
    id: `room-${number}`,
    number,
    floor: Math.floor(number / 100),
    type,
    capacity,
    freeBeds,
    heldBeds: 0,
    isAvailable: freeBeds > 0,
    takesPair: capacity === 2 && freeBeds === 2,
    inService: true,
    outOfServiceReason: null,
    retired: false,
    accessible: false,
    ...over,
  };
};

/** A room the office took out of service, for `reason` (its beds untouched: the grid must not offer them). */
export const outOfService = (number: number, reason: string | null, over: Partial<GridRoom> = {}) => room(number, { inService: false, outOfServiceReason: reason, ...over });

/** A girls' block: 18 rooms on the ground floor (1-18) and 18 on the 1st (101-118). */
export const girlsRooms = () => [...Array.from({ length: 18 }, (_, i) => room(i + 1)), ...Array.from({ length: 18 }, (_, i) => room(101 + i))];
/** A boys' block: 30 rooms on each of floors 1 and 2. */
export const boysRooms = () => [...Array.from({ length: 30 }, (_, i) => room(101 + i)), ...Array.from({ length: 30 }, (_, i) => room(201 + i))];

/**
 * A hostel the office made (`createHostel`), not one of the spec's eight: 60 rooms numbered 1-60,
 * 15 to a floor on floors 1-4 (each room's own `floor`: its number says nothing of it).
 */
export const officeRooms = () => Array.from({ length: 60 }, (_, i) => room(i + 1, { floor: 1 + Math.floor(i / 15) }));

/** The spec's hostels as seeded (GH-*: ground and 1st floors, instant; BH-*: 1st and 2nd, by request), unless `over` says. */
export const hostel = (name: string, over: Partial<GridHostel> = {}): GridHostel & { __typename: 'Hostel' } => ({
  __typename: 'Hostel',
  id: `hostel-${name}`,
  name,
  gender: name.startsWith('GH') ? 'FEMALE' : 'MALE',
  bookingMode: name.startsWith('GH') ? 'INSTANT' : 'APPROVAL',
  firstFloor: name.startsWith('GH') ? 0 : 1,
  floors: 2,
  ...over,
});

/** Who is looking, as the shell's session check leaves it in the cache (the grid reads it cache-only). */
export const viewerMock = (role: 'STUDENT' | 'ADMIN' = 'STUDENT') => ({
  request: { query: GRID_VIEWER },
  result: { data: { me: { __typename: 'User', id: ME, role } } },
});

/** The grid's context: who is looking, and their hostels (by name, as seeded, or as {@link hostel} made them). */
export const contextMock = (hostels: (string | GridHostel)[], role: 'STUDENT' | 'ADMIN' = 'STUDENT') => ({
  request: { query: GRID_CONTEXT },
  result: { data: { me: { __typename: 'User', id: ME, role }, hostels: hostels.map((h) => (typeof h === 'string' ? hostel(h) : h)) } },
});

/** The server's clock in the selection windows below, unless a test says otherwise. */
export const SERVER_NOW = '2026-11-25T04:30:00.000Z';

/** A hostel's selection window as the server reads it for the viewer; open, with no close, by default. */
export const selectionWindow = (name: string, over: Partial<SelectionWindow> = {}): SelectionWindow & { __typename: 'SelectionWindowState' } => ({
  __typename: 'SelectionWindowState',
  hostelId: `hostel-${name}`,
  hostelName: name,
  state: 'OPEN',
  opensAt: null,
  closesAt: null,
  now: SERVER_NOW,
  ...over,
});

/** The grid's query: a hostel's rooms and its selection window (open unless given). */
export const roomsMock = (name: string, rooms: GridRoom[], selection: SelectionWindow = selectionWindow(name)) => ({
  request: { query: HOSTEL_ROOMS, variables: { hostel: name } },
  result: { data: { rooms, selectionWindow: selection } },
});

/** The selection window read alone (at the opening). */
export const windowMock = (selection: SelectionWindow) => ({
  request: { query: SELECTION_WINDOW, variables: { hostel: selection.hostelName } },
  result: { data: { selectionWindow: selection } },
});

const person = (id: string, name: string, enrollmentId: string) => ({ __typename: 'Person', id, name, enrollmentId });
export const ARJUN = person(ME, 'Arjun Mehta', 'DEMO001');
export const RAHUL = person('student-2', 'Rahul Verma', 'DEMO002');

export const request = (over: Partial<MyRequest> = {}): MyRequest & { __typename: 'RoomRequest' } => ({
  __typename: 'RoomRequest',
  id: 'request-1',
  status: 'PENDING',
  change: false,
  roommateResponse: null,
  decisionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  student: ARJUN,
  roommate: null,
  group: [],
  room: { __typename: 'Room', id: 'room-104', hostelName: 'BH-1', number: 104, floor: 1, type: 'DOUBLE' } as MyRequest['room'],
  ...over,
});

export const held = (over: Partial<MyRoom> = {}): MyRoom => ({
  __typename: 'MyRoom',
  bed: 1,
  room: { __typename: 'Room', id: 'room-3', hostelName: 'GH-1', number: 3, floor: 0, type: 'SINGLE', capacity: 1 },
  roommates: [],
  placedByOffice: false,
  ...over,
} as MyRoom);

export const stateMock = (state: Partial<Omit<MyRoomState, 'me'>> = {}) => ({
  request: { query: MY_ROOM_STATE },
  result: { data: { me: { __typename: 'User', id: ME }, myRoom: null, myRoomRequests: [], myRoommateInvites: [], myWaitlist: null, ...state } },
});

/** A place in GH-1's line: second of five, for any room, unless told. */
export const place = (over: Partial<WaitlistPlace> = {}): WaitlistPlace =>
  ({
    __typename: 'WaitlistPlace',
    id: 'place-1',
    hostelId: 'hostel-GH-1',
    hostelName: 'GH-1',
    roomType: null,
    status: 'WAITING',
    position: 2,
    inLine: 5,
    joinedAt: '2026-11-24T10:00:00.000Z',
    offer: null,
    ...over,
  }) as WaitlistPlace;

/** When an offer below stops being held. */
export const OFFER_EXPIRES = '2026-11-26T04:30:00.000Z';

/** A place whose bed is held: room 5 of GH-1 (a Double), bed 2. */
export const offered = (over: Partial<WaitlistPlace> = {}): WaitlistPlace =>
  place({
    status: 'OFFERED',
    position: 1,
    offer: {
      __typename: 'BedOffer',
      id: 'offer-1',
      bed: 2,
      status: 'HELD',
      expiresAt: OFFER_EXPIRES,
      createdAt: SERVER_NOW,
      room: { __typename: 'Room', id: 'room-5', hostelName: 'GH-1', number: 5, floor: 0, type: 'DOUBLE' },
    } as WaitlistPlace['offer'],
    ...over,
  });

/** A GraphQL refusal with the code the gateway sends. */
export const refusal = (code: string, message: string, fields?: { field: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fields ? { fields } : {}) } })],
});

/** Which slots choose now: "Room selection 2026" over GH-1 and GH-2, slots 1–4 now, slot 5 ten minutes after the server's now, of 12. */
export const selectionNow = (over: Partial<SelectionNow> = {}): SelectionNow & { __typename: 'SelectionNow' } => ({
  __typename: 'SelectionNow',
  processId: 'process-1',
  processName: 'Room selection 2026',
  hostels: ['GH-1', 'GH-2'],
  selectingThrough: 4,
  nextSlot: 5,
  nextSlotAt: new Date(Date.parse(SERVER_NOW) + 10 * 60_000).toISOString(),
  slots: 12,
  closesAt: new Date(Date.parse(SERVER_NOW) + 24 * 3_600_000).toISOString(),
  closed: false,
  now: SERVER_NOW,
  ...over,
});

export const selectionNowMock = (entries: SelectionNow[]) => ({ request: { query: SELECTION_NOW }, result: { data: { selectionNow: entries } } });

type Member = GridGroup['members'][number];
export const member = (id: string, name: string, enrollmentId: string): Member & { __typename: 'GroupMember' } => ({ __typename: 'GroupMember', id, name, enrollmentId, status: 'ACCEPTED' });

/** The student in a group of `members` (the first leads) in the process of GH-1 and GH-2; they lead unless told. */
export const inGroup = (members: Member[], isLeader = true): GridMySelection & { __typename: 'MySelection' } => ({
  __typename: 'MySelection',
  processId: 'process-1',
  hostels: ['GH-1', 'GH-2'],
  lotteryNumber: 42,
  slot: 2,
  groupSlotStartsAt: '2026-11-27T05:10:00.000Z',
  closesAt: '2026-11-27T12:30:00.000Z',
  state: 'OPEN',
  // The generated type leaves out the typename the cache needs.
  group: { __typename: 'SelectionGroup', id: 'group-1', isLeader, leader: members[0]!, members } as GridGroup,
});

export const mySelectionMock = (mySelection: GridMySelection | null) => ({ request: { query: GRID_MY_SELECTION }, result: { data: { mySelection } } });

/**
 * No selection process (no slots, no group), answered as often as asked: behind a test's own
 * mocks (renderRooms adds them last), for the grid's tests that are about something else.
 */
export const noSelection = () => [
  { ...mySelectionMock(null), maxUsageCount: Number.POSITIVE_INFINITY },
  { ...selectionNowMock([]), maxUsageCount: Number.POSITIVE_INFINITY },
];
