import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boysRooms, contextMock, girlsRooms, held, refusal, request, room, roomsMock, selectionWindow, stateMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import { CHANGE_ROOM, REQUEST_ROOM_CHANGE } from './booking.operations';

const card = () => screen.getByRole('region', { name: 'My room' });
/** The grid in change mode: the student's bed has arrived (it comes apart from the rooms). */
const changeMode = () => screen.findByText(/^Change room: you hold bed/);
const gh5 = held({ room: { __typename: 'Room', id: 'room-5', hostelName: 'GH-1', number: 5, floor: 0, type: 'DOUBLE', capacity: 2 } as never });
const bh101 = held({ room: { __typename: 'Room', id: 'room-101', hostelName: 'BH-1', number: 101, floor: 1, type: 'DOUBLE', capacity: 2 } as never });
const toRoom102 = request({ change: true, room: { __typename: 'Room', id: 'room-102', hostelName: 'BH-1', number: 102, floor: 1, type: 'SINGLE' } as never });

function renderGirls(extra: Mock[] = []) {
  return renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1']), roomsMock('GH-1', girlsRooms()), stateMock({ myRoom: held() }), ...extra], path: '/allotmentGH-1?change=1' });
}

describe('change mode: a student with a bed in this hostel', () => {
  it('in an instant hostel, offers a move instead of a booking and moves at once', async () => {
    const user = userEvent.setup();
    renderGirls([{ request: { query: CHANGE_ROOM, variables: { roomId: 'room-5' } }, result: { data: { changeRoom: gh5 } } }, stateMock({ myRoom: gh5 })]);
    // The file's first render loads the GraphQL client: on a busy machine that alone can pass 1 s.
    expect(await screen.findByText('Change room: you hold bed 1 in room 3. Choose a room with a free bed to move there at once.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Room 3, Single, Your room' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Room' });
    expect(dialog).toHaveTextContent('Move from room 3 to room 5? Your bed in room 3 is freed at once.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, Book It!' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move to room 5' }));
    expect(await screen.findByText('You moved to room 5.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Room 5, Double, Your room' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Room 3, Single, 1 bed free' })).toBeEnabled();
    await waitFor(() => expect(within(card()).getByRole('heading', { name: 'My room' })).toHaveFocus());
    // The move is done: change mode ends (issue 40: the grid stayed in it).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/allotmentGH-1$/));
    expect(screen.queryByText(/^Change room: you hold bed/)).not.toBeInTheDocument();
  });

  it('Cancel moves nothing and gives focus back to the room', async () => {
    const user = userEvent.setup();
    renderGirls(); // no move mocked: anything sent would fail loudly
    await changeMode();
    const five = await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' });
    await user.click(five);
    await user.click(within(screen.getByRole('dialog', { name: 'Change Room' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(five).toHaveFocus();
  });

  it('says so when someone else was quicker, and shows the room full', async () => {
    const user = userEvent.setup();
    renderGirls([
      { request: { query: CHANGE_ROOM, variables: { roomId: 'room-5' } }, result: refusal('ROOM_FULL', 'Room 5 is full.') },
      roomsMock('GH-1', girlsRooms().map((r) => (r.number === 5 ? room(5, { freeBeds: 0 }) : r))),
    ]);
    await changeMode();
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    await user.click(screen.getByRole('button', { name: 'Move to room 5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Room 5 was just taken by someone else. Please choose another room.');
    expect(await screen.findByRole('button', { name: 'Room 5, Double, Full' })).toBeDisabled();
  });

  it("shows the server's reason for any other refusal", async () => {
    const user = userEvent.setup();
    renderGirls([{ request: { query: CHANGE_ROOM, variables: { roomId: 'room-5' } }, result: refusal('BAD_USER_INPUT', 'You are already in room 5.') }]);
    await changeMode();
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    await user.click(screen.getByRole('button', { name: 'Move to room 5' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Room Change Failed');
    expect(alert).toHaveTextContent('You are already in room 5.');
    // Refused: still in change mode, to pick another room.
    expect(screen.getByTestId('location')).toHaveTextContent('/allotmentGH-1?change=1');
    expect(await changeMode()).toBeInTheDocument();
  });

  it('in an approval hostel, sends a room change request and shows it pending while the bed is kept', async () => {
    const user = userEvent.setup();
    renderRooms(<RoomGridPage hostel="BH-1" />, {
      mocks: [
        contextMock(['BH-1']),
        roomsMock('BH-1', boysRooms()),
        stateMock({ myRoom: bh101 }),
        { request: { query: REQUEST_ROOM_CHANGE, variables: { roomId: 'room-102' } }, result: { data: { requestRoomChange: { __typename: 'RoomRequest', id: 'request-1', status: 'PENDING', change: true } } } },
        stateMock({ myRoom: bh101, myRoomRequests: [toRoom102] }),
      ],
      path: '/allotmentBH-1?change=1',
    });
    expect(await screen.findByText(/Choose a room with a free bed to ask the warden to move you there\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Room 102, Single, 1 bed free' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Room Change' });
    expect(dialog).toHaveTextContent('Ask the warden to move you from room 101 to room 102? You keep room 101 until the warden approves.');
    await user.click(within(dialog).getByRole('button', { name: 'Move to room 102' }));
    expect(await screen.findByText('Your request to move to room 102 has been sent. You keep your current room until the warden approves.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Room 102, Single, Pending Request' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Room 101, Double, Your room' })).toBeDisabled();
    expect(within(card()).getByText('Room change requested')).toBeInTheDocument();
    expect(within(card()).getByText('Booked')).toBeInTheDocument();
    // Asked: change mode ends; the request is in 'My room'.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/allotmentBH-1$/));
    expect(screen.queryByText(/Choose a room with a free bed to ask the warden/)).not.toBeInTheDocument();
  });

  it('outside change mode, a student with a bed here who picks another room is told of her bed and offered the move, never a booking', async () => {
    const user = userEvent.setup();
    renderRooms(<RoomGridPage hostel="GH-1" />, {
      mocks: [contextMock(['GH-1']), roomsMock('GH-1', girlsRooms()), stateMock({ myRoom: held() }), { request: { query: CHANGE_ROOM, variables: { roomId: 'room-5' } }, result: { data: { changeRoom: gh5 } } }, stateMock({ myRoom: gh5 })],
      path: '/allotmentGH-1',
    });
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Room' });
    expect(screen.queryByRole('dialog', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You already have bed 1 in room 3, so you cannot book a second bed. You can change rooms instead.');
    expect(dialog).toHaveTextContent('Move from room 3 to room 5? Your bed in room 3 is freed at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Move to room 5' }));
    expect(await screen.findByText('You moved to room 5.')).toBeInTheDocument();
    expect(screen.queryByText('You have already booked a room!')).not.toBeInTheDocument();
  });

  it("in an approval hostel too: a boy with a bed here gets a room change request, not Room Details' Book Room", async () => {
    const user = userEvent.setup();
    renderRooms(<RoomGridPage hostel="BH-1" />, { mocks: [contextMock(['BH-1']), roomsMock('BH-1', boysRooms()), stateMock({ myRoom: bh101 })], path: '/allotmentBH-1' });
    await user.click(await screen.findByRole('button', { name: 'Room 102, Single, 1 bed free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Room Change' });
    expect(screen.queryByRole('dialog', { name: 'Room Details' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You already have bed 1 in room 101, so you cannot book a second bed.');
    expect(dialog).toHaveTextContent('Ask the warden to move you from room 101 to room 102?');
  });

  it('a student with a bed in another hostel is told where it is and led to Change room there, never to a booking', async () => {
    const user = userEvent.setup();
    const gh2 = held({ bed: 2, room: { __typename: 'Room', id: 'room-9', hostelName: 'GH-2', number: 9, floor: 0, type: 'DOUBLE', capacity: 2 } as never });
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1', 'GH-2']), roomsMock('GH-1', girlsRooms()), stateMock({ myRoom: gh2 })], path: '/allotmentGH-1' });
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    const dialog = await screen.findByRole('dialog', { name: 'You already have a room' });
    expect(screen.queryByRole('dialog', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You already have bed 2 in room 9 in GH-2, so room 5 cannot be booked for you.');
    expect(dialog).toHaveTextContent('You can change rooms within GH-2. A move to another hostel goes through the hostel office.');
    await user.click(within(dialog).getByRole('link', { name: 'Change room in GH-2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/allotmentGH-2?floor=0&change=1');
  });

  it('a room picked before her bed is known gets the right dialog once it is', async () => {
    const user = userEvent.setup();
    // Her room comes well after the rooms (a slow answer), so the click lands before it.
    const slowState = { ...stateMock({ myRoom: held() }), delay: 1500 };
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1']), roomsMock('GH-1', girlsRooms()), slowState], path: '/allotmentGH-1' });
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Change Room' }, { timeout: 4000 })).toHaveTextContent('You already have bed 1 in room 3');
    expect(screen.queryByRole('dialog', { name: 'Confirm Booking' })).not.toBeInTheDocument();
  });

  it('books as before for a student with no bed', async () => {
    const user = userEvent.setup();
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1']), roomsMock('GH-1', girlsRooms()), stateMock()], path: '/allotmentGH-1' });
    await user.click(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(screen.queryByText(/already have/)).not.toBeInTheDocument();
  });
});

describe('while room selection is not open to her (issue 51)', () => {
  const closedAt = '2026-11-25T02:30:00.000Z';
  const closed = selectionWindow('GH-1', { state: 'CLOSED', closesAt: closedAt });

  it("offers no change mode and no 'Change room' above 'has closed', even at ?change=1", async () => {
    renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1']), roomsMock('GH-1', girlsRooms(), closed), stateMock({ myRoom: held() })], path: '/allotmentGH-1?change=1' });
    expect(await screen.findByText(/^Room selection has closed\. It closed on /, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Check out' })).toBeInTheDocument();
    expect(within(card()).queryByRole('link', { name: 'Change room' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Change room: you hold bed/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Room 5, Double, 2 beds free' })).toBeDisabled();
  });

  it('leaves change mode, and takes the link away, when selection closes while she is in it', async () => {
    const { push } = renderGirls();
    await changeMode();
    act(() => push({ data: { selectionWindowChanged: closed } }, 'RoomGridSelectionWindowChanged'));
    expect(await screen.findByText(/^Room selection has closed\. It closed on /)).toBeInTheDocument();
    expect(screen.queryByText(/^Change room: you hold bed/)).not.toBeInTheDocument();
    expect(within(card()).queryByRole('link', { name: 'Change room' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  });
});
