import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { BOOK_ROOM } from '../booking/booking.operations';
import { theme } from 'ui';
import { boysRooms, contextMock, girlsRooms, held, refusal, room, roomsMock, stateMock, viewerMock } from '../../testing/fixtures';
import { renderRooms, renderRoomsAfter, type Mock } from '../../testing/render-rooms';
import { GRID_VIEWER, HOSTEL_ROOMS } from './room-grid.operations';
import { RoomGridPage } from './room-grid-page';

const roomButton = (name: string | RegExp) => screen.findByRole('button', { name });

function renderGirls(extra: Mock[] = [], path = '/allotmentGH-1') {
  return renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1', 'GH-2', 'GH-3']), roomsMock('GH-1', girlsRooms()), stateMock(), ...extra], path });
}

const booked = { __typename: 'Room', id: 'room-3', number: 3, freeBeds: 0, isAvailable: false, takesPair: false };

describe('a girls\' hostel grid', () => {
  it('shows one floor at a time, switched by real buttons that keep the floor in the address', async () => {
    const user = userEvent.setup();
    renderGirls();
    const ground = await screen.findByRole('button', { name: 'Ground Floor' });
    expect(ground).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1st Floor' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: /^Room \d+,/ })).toHaveLength(18);
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Room 101,/ })).not.toBeInTheDocument();
    expect(screen.getByText('Ground Floor: 18 of 18 rooms have a free bed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1st Floor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/allotmentGH-1?floor=1');
    expect(screen.getByRole('button', { name: '1st Floor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Room 101, Double, 2 beds free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Room 1,/ })).not.toBeInTheDocument();
  });

  it('opens on the floor the address names', async () => {
    renderGirls([], '/allotmentGH-1?floor=1');
    expect(await screen.findByRole('button', { name: '1st Floor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Room 118,/ })).toBeInTheDocument();
  });

  it('explains the colours in words, and says there is no room yet', async () => {
    renderGirls();
    const legend = await screen.findByRole('list', { name: 'Legend' });
    // One green for a free room, on the girls' grids as on the boys' (issue 51).
    expect(legend).toHaveTextContent('Available (green): has a free bed');
    expect(legend).toHaveTextContent('Full (red): no free bed');
    expect(within(legend).queryByText(/Pending Request/)).not.toBeInTheDocument();
    expect(await screen.findByText(/No room yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Room' })).toHaveAttribute('href', '/selection');
  });

  it('marks an accessible room in words, and the legend says what it means only when the hostel has one', async () => {
    const { unmount } = renderGirls();
    expect(await screen.findByRole('list', { name: 'Legend' })).not.toHaveTextContent('Accessible');
    await roomButton('Room 1, Double, 2 beds free');
    unmount();
    renderRooms(<RoomGridPage hostel="GH-1" />, {
      mocks: [contextMock(['GH-1', 'GH-2', 'GH-3']), roomsMock('GH-1', girlsRooms().map((r) => (r.number === 1 ? { ...r, accessible: true } : r))), stateMock()],
      path: '/allotmentGH-1',
    });
    const tile = await roomButton('Room 1, Double, accessible, 2 beds free');
    expect(tile).toHaveTextContent('Accessible');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Accessible (written on the room): for a student who needs such a room; they are placed in one first');
  });

  it("draws a free room in the theme's green, as the boys' grids do (it was blue here)", async () => {
    /** The colour `#rrggbb` as a computed style writes it. */
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    const girls = renderGirls();
    const girlsFree = getComputedStyle(await roomButton('Room 1, Double, 2 beds free')).backgroundColor;
    girls.unmount();
    renderRooms(<RoomGridPage hostel="BH-1" />, { mocks: [contextMock(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5']), roomsMock('BH-1', boysRooms()), stateMock()], path: '/allotmentBH-1' });
    const boysFree = getComputedStyle(await roomButton(/^Room 101, Double, 2 beds free/)).backgroundColor;
    expect(girlsFree).toBe(rgb(theme.colors.success));
    expect(boysFree).toBe(girlsFree);
  });

  it("draws a student's frame before the hostel answers, then fills it in place", async () => {
    const context = { ...contextMock(['GH-1', 'GH-2', 'GH-3']), delay: 300 };
    await renderRoomsAfter(GRID_VIEWER, <RoomGridPage hostel="GH-1" />, { mocks: [viewerMock(), context, roomsMock('GH-1', girlsRooms()), stateMock()], path: '/allotmentGH-1' });
    // At the first render: 'My room' and the grid's heading and legend, whole.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(screen.getByRole('region', { name: 'My room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(legend).toHaveTextContent('Available (green): has a free bed');
    expect(legend).toHaveTextContent('Held (amber, dashed): a bed kept for a student on the waitlist; no one else may book it');
    // The rooms answer first, but no room is drawn while how the hostel books is unknown.
    expect(await screen.findByText(/No room yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Room \d+,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the rooms of GH-1' })).toBeInTheDocument();
    // The hostel answers: the same legend stays, the rooms come in below it.
    expect(await screen.findByRole('button', { name: 'Room 3, Single, 1 bed free' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Legend' })).toBe(legend);
    expect(screen.getByText("Girls' hostel: choose a room and it is yours at once.")).toBeInTheDocument();
  });

  it("takes a student's frame down when the hostel turns out not to be hers", async () => {
    await renderRoomsAfter(GRID_VIEWER, <RoomGridPage hostel="BH-1" />, { mocks: [viewerMock(), { ...contextMock(['GH-1', 'GH-2', 'GH-3']), delay: 100 }, roomsMock('BH-1', []), stateMock()], path: '/allotmentBH-1' });
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
    expect(await screen.findByText(/BH-1 is not one of your hostels/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My room' })).not.toBeInTheDocument();
  });

  it('says a hostel that does not exist does not exist, not that it is not hers', async () => {
    const missing = { request: { query: HOSTEL_ROOMS, variables: { hostel: 'XYZ' } }, result: { errors: [new GraphQLError('Hostel not found.', { extensions: { code: 'NOT_FOUND' } })] } };
    await renderRoomsAfter(GRID_VIEWER, <RoomGridPage hostel="XYZ" />, { mocks: [viewerMock(), contextMock(['GH-1', 'GH-2', 'GH-3']), missing, stateMock()], path: '/allotmentXYZ' });
    expect(await screen.findByText(/There is no hostel called XYZ\./)).toBeInTheDocument();
    expect(screen.queryByText(/not one of your hostels/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your hostel' })).toHaveAttribute('href', '/selection');
  });

  it('asks first; Cancel and Escape change nothing and give focus back to the room', async () => {
    const user = userEvent.setup();
    renderGirls();
    const three = await roomButton('Room 3, Single, 1 bed free');
    await user.click(three);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to book room 3?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(three).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(three).toHaveFocus();
  });

  it('books on Yes, says so without a reload, and shows the room as hers', async () => {
    const user = userEvent.setup();
    renderGirls([{ request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, result: { data: { bookRoom: booked } } }, stateMock({ myRoom: held() })]);
    await user.click(await roomButton('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    expect(await screen.findByText('Room 3 has been booked successfully!')).toBeInTheDocument();
    expect(await roomButton('Room 3, Single, Your room')).toBeDisabled();
    const myRoom = screen.getByRole('region', { name: 'My room' });
    expect(within(myRoom).getByText('Booked')).toBeInTheDocument();
    expect(within(myRoom).getByRole('heading', { name: 'My room' })).toHaveFocus();
  });

  it("answers a second booking with the spec's words", async () => {
    const user = userEvent.setup();
    renderGirls([{ request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, result: refusal('ALREADY_BOOKED', 'You have already booked a room!') }]);
    await user.click(await roomButton('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking Failed');
    expect(alert).toHaveTextContent('You have already booked a room!');
    // The dialog closes; focus goes back to the room (the dialog's effect cleanup, which React may
    // run just after the dialog leaves the page when the close follows a network answer).
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Room 3, Single, 1 bed free' })).toHaveFocus());
  });

  it('says so when someone else took the room first, and shows it full', async () => {
    const user = userEvent.setup();
    renderGirls([
      { request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, result: refusal('ROOM_FULL', 'Room 3 is full.') },
      roomsMock('GH-1', girlsRooms().map((r) => (r.number === 3 ? room(3, { freeBeds: 0 }) : r))),
    ]);
    await user.click(await roomButton('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Room 3 was just taken by someone else. Please choose another room.');
    expect(await roomButton('Room 3, Single, Full')).toBeDisabled();
  });

  it('any other failure gets the spec\'s fallback words', async () => {
    const user = userEvent.setup();
    renderGirls([{ request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, error: new Error('network down') }]);
    await user.click(await roomButton('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to book the room. Please try again.');
  });

  it('repaints every room of a message taken elsewhere, live', async () => {
    const { push } = renderGirls();
    await roomButton('Room 1, Double, 2 beds free');
    act(() => push({ data: { roomChanges: [room(1, { freeBeds: 0 }), room(3, { freeBeds: 0 })] } }, 'RoomGridChanges'));
    expect(await roomButton('Room 1, Double, Full')).toBeDisabled();
    expect(await roomButton('Room 3, Single, Full')).toBeDisabled();
    expect(screen.getByText('Ground Floor: 16 of 18 rooms have a free bed.')).toBeInTheDocument();
  });

  it("tells a student a hostel of the other gender is not hers, and staff that the grid is for students", async () => {
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['BH-1', 'BH-2'])] });
    expect(await screen.findByText(/GH-1 is not one of your hostels/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your hostel' })).toHaveAttribute('href', '/selection');
  });

  it('shows staff the grid to look at, without My room', async () => {
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1', 'BH-1'], 'ADMIN'), roomsMock('GH-1', girlsRooms())] });
    expect(await screen.findByText('Staff view: students book rooms on this screen.')).toBeInTheDocument();
    expect(await roomButton('Room 1, Double, 2 beds free')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My room' })).not.toBeInTheDocument();
  });
});
