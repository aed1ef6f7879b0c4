import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARJUN, held, RAHUL, request, stateMock } from '../../testing/fixtures';
import { renderRooms } from '../../testing/render-rooms';
import { MyRoomCard } from './my-room-card';
import { MyRoomWidget } from './my-room-widget';
import { CANCEL_REQUEST, RESPOND_TO_INVITE, type MyRoomState } from './my-room.operations';

const state = (over: Partial<MyRoomState> = {}): MyRoomState => ({ me: { id: ARJUN.id }, myRoom: null, myRoomRequests: [], myRoommateInvites: [], myWaitlist: null, ...over });
const card = () => screen.getByRole('region', { name: 'My room' });
const facts = () => Object.fromEntries(within(card()).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("'My room'", () => {
  it('shows the bed held, with the roommate', () => {
    renderRooms(<MyRoomCard data={state({ myRoom: held({ room: { __typename: 'Room', id: 'room-104', hostelName: 'BH-1', number: 104, floor: 1, type: 'DOUBLE', capacity: 2 } as never, roommates: [RAHUL], bed: 2 }) })} />);
    expect(within(card()).getByText('Booked')).toBeInTheDocument();
    expect(facts()).toEqual({ Hostel: 'BH-1', Room: '104', Floor: '1st Floor', Type: 'Double', Bed: '2', Roommate: 'Rahul Verma (DEMO002)' });
  });

  it('says when a double room has no roommate yet, and that a single has none', () => {
    const { unmount } = renderRooms(<MyRoomCard data={state({ myRoom: held({ room: { __typename: 'Room', id: 'r', hostelName: 'GH-1', number: 1, floor: 0, type: 'DOUBLE', capacity: 2 } as never }) })} />);
    expect(facts().Roommate).toBe('No roommate yet');
    unmount();
    renderRooms(<MyRoomCard data={state({ myRoom: held() })} />);
    expect(facts()).toMatchObject({ Room: '3', Floor: 'Ground Floor', Roommate: 'Single room' });
  });

  it('shows a pending request with its roommate\'s answer, and cancels it after asking', async () => {
    const user = userEvent.setup();
    const pending = request({ roommate: RAHUL, roommateResponse: 'PENDING' });
    renderRooms(<MyRoomCard data={state({ myRoomRequests: [pending] })} />, {
      mocks: [{ request: { query: CANCEL_REQUEST, variables: { id: 'request-1' } }, result: { data: { cancelRoomRequest: { ...pending, status: 'CANCELLED' } } } }, stateMock()],
    });
    expect(within(card()).getByText('Pending Request')).toBeInTheDocument();
    expect(facts()).toMatchObject({ Hostel: 'BH-1', Room: '104', Roommate: 'Rahul Verma (DEMO002): waiting for their answer' });
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Request' });
    expect(dialog).toHaveTextContent('Cancel your request for room 104 in BH-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your request for room 104 has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an invitation to share a room, and accepts it', async () => {
    const user = userEvent.setup();
    const invite = request({ student: RAHUL, roommate: ARJUN, roommateResponse: 'PENDING' });
    renderRooms(<MyRoomCard data={state({ myRoommateInvites: [invite] })} />, {
      mocks: [
        { request: { query: RESPOND_TO_INVITE, variables: { id: 'request-1', accept: true } }, result: { data: { respondToRoommateInvite: { ...invite, roommateResponse: 'ACCEPTED' } } } },
        stateMock({ myRoommateInvites: [{ ...invite, roommateResponse: 'ACCEPTED' }] }),
      ],
    });
    expect(within(card()).getByText(/invites you to share room 104 in BH-1/)).toHaveTextContent('Rahul Verma (DEMO002) invites you to share room 104 in BH-1 (Double, 1st Floor).');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The warden can now approve room 104 for you and Rahul Verma.')).toBeInTheDocument();
  });

  it('declines an invitation after asking', async () => {
    const user = userEvent.setup();
    const invite = request({ student: RAHUL, roommate: ARJUN, roommateResponse: 'ACCEPTED' });
    renderRooms(<MyRoomCard data={state({ myRoommateInvites: [invite] })} />, {
      mocks: [{ request: { query: RESPOND_TO_INVITE, variables: { id: 'request-1', accept: false } }, result: { data: { respondToRoommateInvite: { ...invite, status: 'DECLINED' } } } }, stateMock()],
    });
    expect(within(card()).getByText('You accepted. The warden decides next.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Decline Invitation' })).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText("Rahul Verma's request for room 104 has ended.")).toBeInTheDocument();
  });

  it("says 'No room yet' with a way to book, and why the last request ended", () => {
    const { unmount } = renderRooms(<MyRoomCard data={state({ myRoomRequests: [request({ status: 'REJECTED', decisionReason: 'Block under repair' })] })} />);
    expect(within(card()).getByText(/No room yet/)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Book Room' })).toHaveAttribute('href', '/selection');
    expect(within(card()).getByText(/was rejected/)).toHaveTextContent('Your request for room 104 in BH-1 was rejected: Block under repair');
    unmount();
    renderRooms(<MyRoomCard data={state({ myRoomRequests: [request({ status: 'DECLINED', roommate: RAHUL, roommateResponse: 'DECLINED' })] })} />);
    expect(within(card()).getByText(/declined/)).toHaveTextContent('Rahul Verma declined to share room 104 in BH-1.');
  });

  it('says so when it cannot be loaded', () => {
    renderRooms(<MyRoomCard data={undefined} error={new Error('offline')} />);
    expect(within(card()).getByRole('alert')).toHaveTextContent('Your room could not be loaded. Please try again.');
  });
});

describe("'My room', live", () => {
  it('tells the requester of the approval and shows the room, without a reload', async () => {
    const pending = request({ roommate: RAHUL, roommateResponse: 'ACCEPTED' });
    const { push } = renderRooms(<MyRoomWidget />, {
      mocks: [stateMock({ myRoomRequests: [pending] }), stateMock({ myRoom: held({ room: { __typename: 'Room', id: 'room-104', hostelName: 'BH-1', number: 104, floor: 1, type: 'DOUBLE', capacity: 2 } as never, roommates: [RAHUL] }), myRoomRequests: [{ ...pending, status: 'APPROVED' }] })],
    });
    expect(await screen.findByText('Pending Request')).toBeInTheDocument();
    act(() => push({ data: { myRoomRequestUpdates: { ...pending, status: 'APPROVED' } } }, 'MyRoomRequestUpdates'));
    expect(await screen.findByText('Room 104 in BH-1 is yours.')).toBeInTheDocument();
    expect(await within(card()).findByText('Booked')).toBeInTheDocument();
    expect(facts().Roommate).toBe('Rahul Verma (DEMO002)');
  });

  it('shows a new invitation as it arrives', async () => {
    const invite = request({ student: RAHUL, roommate: ARJUN, roommateResponse: 'PENDING' });
    const { push } = renderRooms(<MyRoomWidget />, { mocks: [stateMock(), stateMock({ myRoommateInvites: [invite] })] });
    expect(await screen.findByText(/No room yet/)).toBeInTheDocument();
    act(() => push({ data: { myRoomRequestUpdates: invite } }, 'MyRoomRequestUpdates'));
    expect(await screen.findByText('Rahul Verma invites you to share room 104 in BH-1.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});
