import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatZonedMoment, officeTimeZone } from 'web-kit';
import { BOOK_ROOM } from './booking.operations';
import { BOOK_ROOM_FOR_GROUP } from './group-booking.operations';
import { contextMock, girlsRooms, held, inGroup, member, mySelectionMock, refusal, room, roomsMock, selectionNow, selectionNowMock, selectionWindow, SERVER_NOW, stateMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import { formatMoment } from '../selection-window/window-text';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();
const time = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: officeTimeZone() }).format(new Date(iso));

const ASHA = member('student-1', 'Asha Rao', 'DEMO001');
const PRIYA = member('student-2', 'Priya Shah', 'DEMO002');
const MEERA = member('student-3', 'Meera Iyer', 'DEMO003');

/** GH-1 with room 4 a Triple (three free beds) and room 5 a Double with one. */
const rooms = () => girlsRooms().map((r) => (r.number === 4 ? room(4, { type: 'TRIPLE' }) : r.number === 5 ? room(5, { freeBeds: 1, takesPair: false }) : r));

function renderGrid(extra: Mock[] = []) {
  return renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1', 'GH-2']), roomsMock('GH-1', rooms()), stateMock(), ...extra], path: '/allotmentGH-1' });
}

const roomButton = (name: string) => screen.findByRole('button', { name });
const slotsNow = () => screen.getByRole('status', { name: 'Selection slots now' });

describe('a booking before the student’s slot', () => {
  it("shows the server's SELECTION_NOT_YET message, which names the time, and reads the grid again", async () => {
    const user = userEvent.setup();
    const message = 'Your selection slot for GH-1 opens at 27 Nov 2026, 10:40 IST: lottery number 123, slot 3. You can see the rooms until then.';
    renderGrid([
      { request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, result: refusal('SELECTION_NOT_YET', message, [{ field: 'slot', message: at(10 * MINUTE) }]) },
      roomsMock('GH-1', rooms(), selectionWindow('GH-1', { state: 'NOT_YET', opensAt: at(10 * MINUTE), closesAt: at(DAY) })),
    ]);
    await user.click(await roomButton('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking Failed');
    expect(alert).toHaveTextContent(message);
    expect(await screen.findByText(`Room selection opens on ${formatMoment(at(10 * MINUTE))}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room 3, Single, 1 bed free' })).toBeDisabled();
  });
});

describe("the student's place in the draw", () => {
  it('says their lottery number and slot above the grid, and when they choose, in the office time', async () => {
    renderGrid([mySelectionMock({ ...inGroup([ASHA]), group: null })]);
    expect(await screen.findByText(`Your lottery number is 42, slot 2: you choose from ${formatZonedMoment('2026-11-27T05:10:00.000Z')} until ${formatZonedMoment('2026-11-27T12:30:00.000Z')}.`)).toBeInTheDocument();
  });

  it('says nothing of it on the grid of a hostel outside their process', async () => {
    renderRooms(<RoomGridPage hostel="GH-3" />, { mocks: [contextMock(['GH-3']), roomsMock('GH-3', girlsRooms()), stateMock(), mySelectionMock({ ...inGroup([ASHA]), group: null })], path: '/allotmentGH-3' });
    expect(await roomButton('Room 3, Single, 1 bed free')).toBeInTheDocument();
    expect(screen.queryByText(/Your lottery number/)).not.toBeInTheDocument();
  });
});

describe("a roommate group's booking", () => {
  it("offers the leader 'Book for my group (N)' where the room has a bed for each, and shows the beds", async () => {
    const user = userEvent.setup();
    const booked = { __typename: 'GroupBooking', room: { __typename: 'Room', id: 'room-4', number: 4, freeBeds: 0, isAvailable: false, takesPair: false }, beds: [1, 2, 3], members: [ASHA, PRIYA, MEERA] };
    const mine = held({ bed: 1, room: { __typename: 'Room', id: 'room-4', hostelName: 'GH-1', number: 4, floor: 0, type: 'TRIPLE', capacity: 3 } as never });
    renderGrid([mySelectionMock(inGroup([ASHA, PRIYA, MEERA])), { request: { query: BOOK_ROOM_FOR_GROUP, variables: { roomId: 'room-4' } }, result: { data: { bookRoomForGroup: booked } } }, stateMock({ myRoom: mine })]);
    expect(await screen.findByText('You lead a roommate group of 3: choose a room with 3 free beds and book it for all of you.')).toBeInTheDocument();

    // Too few beds: it says so, and offers nothing.
    await user.click(await roomButton('Room 1, Double, 2 beds free'));
    let dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('Room 1 has 2 free beds; your group needs 3. Choose a room with at least 3 free beds.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(await roomButton('Room 4, Triple, 3 beds free'));
    dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('Book room 4 for your group? Each of the 3 of you gets a bed in it.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, Book It!' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book for my group (3)' }));
    expect(await screen.findByText('Room 4 has been booked for your group. Asha Rao: bed 1, Priya Shah: bed 2, Meera Iyer: bed 3.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await roomButton('Room 4, Triple, Your room')).toBeDisabled();
  });

  it("shows the server's refusal of a group booking", async () => {
    const user = userEvent.setup();
    renderGrid([
      mySelectionMock(inGroup([ASHA, PRIYA])),
      { request: { query: BOOK_ROOM_FOR_GROUP, variables: { roomId: 'room-1' } }, result: refusal('CONFLICT', 'Priya Shah already has a bed.') },
    ]);
    await user.click(await roomButton('Room 1, Double, 2 beds free'));
    await user.click(await screen.findByRole('button', { name: 'Book for my group (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking Failed');
    expect(alert).toHaveTextContent('Priya Shah already has a bed.');
  });

  it('tells a member who does not lead that their leader books, and offers no booking', async () => {
    const user = userEvent.setup();
    renderGrid([mySelectionMock(inGroup([PRIYA, ASHA], false))]);
    expect(await screen.findByText('Priya Shah leads your roommate group and books one room for all of you.')).toBeInTheDocument();
    await user.click(await roomButton('Room 4, Triple, 3 beds free'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('Priya Shah leads your roommate group and books one room for all of you, so you do not book on your own.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel']);
  });

  it('a group of one (invitations not answered) books as anyone does', async () => {
    const user = userEvent.setup();
    renderGrid([mySelectionMock(inGroup([ASHA]))]);
    await user.click(await roomButton('Room 5, Double, 1 bed free'));
    expect(within(screen.getByRole('dialog', { name: 'Confirm Booking' })).getByRole('button', { name: 'Yes, Book It!' })).toBeEnabled();
  });
});

describe('which slots choose now, on the grid', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse(SERVER_NOW) - 60 * MINUTE, shouldAdvanceTime: true }));
  // The spies on setTimeout go before the fake clock does, or the clock would come back with them.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  const timerSet = async (spy: { mock: { calls: unknown[][] } }, delay: number) => vi.waitFor(() => expect(spy.mock.calls.some(([, d]) => d === delay)).toBe(true));

  it("says it for this hostel's process only, politely, and moves to the next slot at its opening", async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const other = selectionNow({ processId: 'process-2', processName: 'Boys 2026', hostels: ['BH-1'] });
    const later = selectionNow({ selectingThrough: 5, nextSlot: 6, nextSlotAt: at(20 * MINUTE), now: at(10 * MINUTE) });
    renderGrid([selectionNowMock([selectionNow(), other]), selectionNowMock([later, other])]);
    await roomButton('Room 1, Double, 2 beds free');
    await vi.waitFor(() => expect(slotsNow()).toHaveTextContent('slots 1–4'));
    expect(slotsNow()).toHaveAttribute('aria-live', 'polite');
    expect(slotsNow()).toHaveTextContent(`Room selection 2026: slots 1–4 choose now; slot 5 opens at ${time(at(10 * MINUTE))}. Closes ${formatMoment(at(DAY))}.`);
    expect(slotsNow()).not.toHaveTextContent('Boys 2026');

    await timerSet(setTimeoutSpy, 10 * MINUTE);
    act(() => vi.advanceTimersByTime(10 * MINUTE - 1000));
    expect(slotsNow()).toHaveTextContent('slots 1–4 choose now');
    act(() => vi.advanceTimersByTime(1000));
    expect(slotsNow()).toHaveTextContent('slots 1–5 choose now');
    await vi.waitFor(() => expect(slotsNow()).toHaveTextContent(`Room selection 2026: slots 1–5 choose now; slot 6 opens at ${time(at(20 * MINUTE))}. Closes ${formatMoment(at(DAY))}.`));
  });
});
