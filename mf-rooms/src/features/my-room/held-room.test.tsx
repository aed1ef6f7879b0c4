import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { held, refusal, request, selectionWindow, stateMock, windowMock } from '../../testing/fixtures';
import { renderRooms } from '../../testing/render-rooms';
import { MyRoomCard } from './my-room-card';
import { MyRoomWidget } from './my-room-widget';
import { CHECK_OUT, type MyRoomState } from './my-room.operations';

const state = (over: Partial<MyRoomState> = {}): MyRoomState => ({ me: { id: 'student-1' }, myRoom: null, myRoomRequests: [], myRoommateInvites: [], myWaitlist: null, ...over });
const card = () => screen.getByRole('region', { name: 'My room' });
const facts = () => Object.fromEntries(within(card()).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const checkingOut = (variables: Record<string, string>) => ({ request: { query: CHECK_OUT, variables } });
const bh101 = held({ room: { __typename: 'Room', id: 'room-101', hostelName: 'BH-1', number: 101, floor: 1, type: 'DOUBLE', capacity: 2 } as never });

describe("'My room' with a bed", () => {
  it("links to the student's hostel grid, on their floor, in change mode", async () => {
    const { unmount } = renderRooms(<MyRoomCard data={state({ myRoom: bh101 })} />, { mocks: [windowMock(selectionWindow('BH-1'))] });
    expect(await within(card()).findByRole('link', { name: 'Change room' })).toHaveAttribute('href', '/allotmentBH-1?floor=1&change=1');
    unmount();
    // On that very grid in change mode, the grid is the way: no link back to it.
    renderRooms(<MyRoomCard data={state({ myRoom: bh101 })} gridHostel="BH-1" changing />);
    expect(within(card()).queryByRole('link', { name: 'Change room' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  });

  it("offers no 'Change room' while room selection in their hostel is not open to them, as the server or the grid on screen says (issue 51)", async () => {
    const closed = selectionWindow('BH-1', { state: 'CLOSED', closesAt: '2026-11-25T02:30:00.000Z' });
    const { unmount } = renderRooms(<MyRoomCard data={state({ myRoom: bh101 })} />, { mocks: [windowMock(closed)] });
    expect(await within(card()).findByRole('button', { name: 'Check out' })).toBeInTheDocument();
    // The read has answered (closed) when the query settles: still no link.
    await new Promise((settled) => setTimeout(settled, 50));
    expect(within(card()).queryByRole('link', { name: 'Change room' })).not.toBeInTheDocument();
    unmount();
    // On that hostel's grid the grid's own live window decides, without another read.
    const { unmount: gone } = renderRooms(<MyRoomCard data={state({ myRoom: bh101 })} gridHostel="BH-1" selectionOpen={false} />);
    expect(within(card()).queryByRole('link', { name: 'Change room' })).not.toBeInTheDocument();
    gone();
    renderRooms(<MyRoomCard data={state({ myRoom: bh101 })} gridHostel="BH-1" selectionOpen />);
    expect(within(card()).getByRole('link', { name: 'Change room' })).toBeInTheDocument();
  });

  it('checks out after asking, with the reason given, and then shows no room', async () => {
    const user = userEvent.setup();
    renderRooms(<MyRoomWidget />, { mocks: [stateMock({ myRoom: held() }), { ...checkingOut({ reason: 'Moving home' }), result: { data: { checkOut: true } } }, stateMock()] });
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = screen.getByRole('dialog', { name: 'Check Out' });
    expect(dialog).toHaveTextContent('Give up bed 1 in room 3 of GH-1? It is freed at once and offered to the next student in line');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Moving home ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, check out' }));
    expect(await screen.findByText('You have checked out of room 3 in GH-1.')).toBeInTheDocument();
    expect(await within(card()).findByText(/No room yet/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByRole('heading', { name: 'My room' })).toHaveFocus());
  });

  it('sends no reason when none is given; Keep my room sends nothing and gives focus back', async () => {
    const user = userEvent.setup();
    renderRooms(<MyRoomWidget />, { mocks: [stateMock({ myRoom: held() }), { ...checkingOut({}), result: refusal('BAD_USER_INPUT', 'You have no room to check out of.') }] });
    const button = await screen.findByRole('button', { name: 'Check out' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Check Out' })).getByRole('button', { name: 'Keep my room' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Check Out' })).getByRole('button', { name: 'Yes, check out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check-out Failed');
    expect(alert).toHaveTextContent('You have no room to check out of.');
    expect(screen.getByRole('dialog', { name: 'Check Out' })).toBeInTheDocument();
  });

  it('shows a pending room change beside the bed kept meanwhile, with a way to cancel it', async () => {
    const user = userEvent.setup();
    const change = request({ change: true });
    renderRooms(<MyRoomCard data={state({ myRoom: bh101, myRoomRequests: [change] })} />);
    expect(within(card()).getByText('Booked')).toBeInTheDocument();
    expect(within(card()).getByText('Room change requested')).toBeInTheDocument();
    expect(within(card()).getByText('You keep your current room until the warden approves the move.')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Cancel request' }));
    expect(screen.getByRole('dialog', { name: 'Cancel Request' })).toBeInTheDocument();
  });

  it('names the room a pending change leaves as well as the one it goes to', async () => {
    const user = userEvent.setup();
    renderRooms(<MyRoomCard data={state({ myRoom: bh101, myRoomRequests: [request({ change: true })] })} />);
    expect(within(card()).getByText('You asked to move from room 101 to room 104 in BH-1.')).toBeInTheDocument();
    expect(facts()).toMatchObject({ 'From room': '101', 'To room': '104' });
    await user.click(within(card()).getByRole('button', { name: 'Cancel request' }));
    expect(screen.getByRole('dialog', { name: 'Cancel Request' })).toHaveTextContent('Cancel your request to move from room 101 to room 104 in BH-1? You keep your current room.');
  });

  it("says a room change was rejected, with the office's reason, while the bed is kept", () => {
    const rejected = request({ change: true, status: 'REJECTED', decisionReason: 'Room 104 is kept for a medical case' });
    const { unmount } = renderRooms(<MyRoomCard data={state({ myRoom: bh101, myRoomRequests: [rejected] })} />);
    expect(within(card()).getByText('Booked')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Your request to move to room 104 in BH-1 was rejected: Room 104 is kept for a medical case. You keep your current room.');
    unmount();
    // The request that housed the student, or one before it, is no news.
    renderRooms(<MyRoomCard data={state({ myRoom: bh101, myRoomRequests: [request({ status: 'REJECTED', decisionReason: 'Old news' })] })} />);
    expect(within(card()).queryByText(/Old news/)).not.toBeInTheDocument();
  });

  it("says a bed the office's assignment gave was placed by the office, not booked", async () => {
    renderRooms(<MyRoomWidget />, { mocks: [stateMock({ myRoom: held({ placedByOffice: true }) })] });
    const region = await screen.findByRole('region', { name: 'My room' });
    expect(await within(region).findByText('Placed by the hostel office')).toBeInTheDocument();
    expect(within(region).queryByText('Booked')).not.toBeInTheDocument();
  });

  it('follows the bed live: moved by staff, then checked out, without a reload', async () => {
    const { push } = renderRooms(<MyRoomWidget />, { mocks: [stateMock({ myRoom: held() })] });
    expect(await within(await screen.findByRole('region', { name: 'My room' })).findByText('Booked')).toBeInTheDocument();
    expect(facts().Room).toBe('3');
    const moved = held({ bed: 2, room: { __typename: 'Room', id: 'room-7', hostelName: 'GH-1', number: 7, floor: 0, type: 'DOUBLE', capacity: 2 } as never });
    act(() => push({ data: { myRoomChanged: moved } }, 'MyRoomChanged'));
    await waitFor(() => expect(facts()).toMatchObject({ Room: '7', Bed: '2', Type: 'Double' }));
    act(() => push({ data: { myRoomChanged: null } }, 'MyRoomChanged'));
    expect(await within(card()).findByText(/No room yet/)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });
});
