import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { ARJUN, details, pending } from './room-requests.fixtures';
import { DECIDE_ROOM_REQUEST, PENDING_ROOM_REQUESTS, ROOM_REQUEST } from './room-requests.operations';

const APPROVAL = '/adminpage/roomrequests/r1';

const requestMock = (roommate: typeof ARJUN | null, freeBeds = 2, answer: 'PENDING' | 'ACCEPTED' = 'ACCEPTED'): Mock => ({
  request: { query: ROOM_REQUEST, variables: { id: 'r1' } },
  result: { data: { roomRequest: details('r1', freeBeds, roommate, answer) } },
});

const decided = (decision: 'APPROVED' | 'REJECTED') =>
  vi.fn(() => ({
    data: { decideRoomRequest: { __typename: 'RoomRequest', id: 'r1', status: decision, fits: false, room: { __typename: 'Room', id: 'room-101', freeBeds: 0, isAvailable: false } } },
  }));

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling;

describe('room request approval', () => {
  it('opens by its address: the request id is in it, so a reload or a shared link shows the request', async () => {
    renderRoute(APPROVAL, [requestMock(ARJUN)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Room Request' })).toBeInTheDocument();
    expect(valueOf(await waitFor(() => card('Student Details')), 'Name')).toHaveTextContent('Vikram Singh');
    expect(screen.getByRole('link', { name: 'History of this request' })).toHaveAttribute('href', '/adminpage/audit?objectType=room_request&objectId=r1');
  });

  it('the spec’s address with the id in the navigation state goes on to the request’s own address', async () => {
    renderRoute({ pathname: '/adminpage/roomrequests/approval', state: { id: 'r1' } }, [requestMock(null)]);
    expect(await screen.findByText('Roommate details are not available.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/roomrequests\/r1$/);
  });

  it('the spec’s address without a request says so and links back', () => {
    renderRoute('/adminpage/roomrequests/approval');
    expect(screen.getByText(/No room request was selected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Room Requests' })).toHaveAttribute('href', '/adminpage/roomrequests');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the room, student and roommate; buttons are disabled while loading', async () => {
    renderRoute(APPROVAL, [requestMock(ARJUN)]);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();

    await screen.findByRole('heading', { name: 'Room Details' });
    expect(valueOf(card('Room Details'), 'Hostel')).toHaveTextContent('BH-1');
    expect(valueOf(card('Room Details'), 'Room Number')).toHaveTextContent('101');
    expect(valueOf(card('Room Details'), 'Room Type')).toHaveTextContent('Double');
    expect(valueOf(card('Room Details'), 'Available')).toHaveTextContent('Yes');
    const student = card('Student Details');
    expect(valueOf(student, 'Name')).toHaveTextContent('Vikram Singh');
    expect(valueOf(student, 'Roll Number')).toHaveTextContent('ME21-044');
    expect(valueOf(student, 'Email')).toHaveTextContent('s1@campus.edu');
    expect(valueOf(student, 'Address')).toHaveTextContent('12 MG Road, Pune');
    expect(valueOf(student, 'Phone')).toHaveTextContent('9876543210');
    expect(valueOf(card('Roommate Details'), 'Name')).toHaveTextContent('Arjun Mehta');
    expect(valueOf(card('Roommate Details'), 'Answer')).toHaveTextContent('Accepted');
    expect(screen.queryByText('Room change')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('holds Approve until the roommate accepts, and enables it live when they do', async () => {
    const { push } = renderRoute(APPROVAL, [requestMock(ARJUN, 2, 'PENDING')]);
    await screen.findByRole('heading', { name: 'Room Details' });
    expect(valueOf(card('Roommate Details'), 'Answer')).toHaveTextContent('Waiting for their answer');
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Approve becomes possible once Arjun Mehta accepts the roommate invitation. You can reject it now.');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    act(() =>
      push(
        { data: { roomRequestUpdates: { __typename: 'RoomRequest', id: 'r1', status: 'PENDING', roommateResponse: 'ACCEPTED', fits: true, change: false, room: details('r1', 2, ARJUN).room } } },
        'AdminRoomRequestUpdates',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());
    expect(valueOf(card('Roommate Details'), 'Answer')).toHaveTextContent('Accepted');
  });

  it('says so live when the student cancels meanwhile, and offers nothing to decide', async () => {
    const { push } = renderRoute(APPROVAL, [requestMock(null)]);
    await screen.findByText('Roommate details are not available.');
    act(() =>
      push(
        { data: { roomRequestUpdates: { __typename: 'RoomRequest', id: 'r1', status: 'CANCELLED', roommateResponse: null, fits: true, change: false, room: details('r1', 2, null).room } } },
        'AdminRoomRequestUpdates',
      ),
    );
    expect(await screen.findByText('This request has already been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('says when the request is a room change, and not otherwise', async () => {
    renderRoute(APPROVAL, [{ request: { query: ROOM_REQUEST, variables: { id: 'r1' } }, result: { data: { roomRequest: { ...details('r1', 1, null), change: true } } } }]);
    expect(await screen.findByText(/Vikram Singh holds a bed and asks to move here from their current room\./)).toHaveTextContent(
      'Room change Vikram Singh holds a bed and asks to move here from their current room. Approving moves them and frees the bed they hold now.',
    );
  });

  it('says the roommate details are not available when none was named', async () => {
    renderRoute(APPROVAL, [requestMock(null, 1)]);
    expect(await screen.findByText('Roommate details are not available.')).toBeInTheDocument();
    expect(valueOf(card('Room Details'), 'Available')).toHaveTextContent('Yes');
  });

  it('Approve asks first, then decides APPROVED and returns to the list, without the decided request', async () => {
    const approve = decided('APPROVED');
    const { user } = renderRoute(APPROVAL, [
      requestMock(ARJUN),
      { request: { query: DECIDE_ROOM_REQUEST, variables: { id: 'r1', decision: 'APPROVED' } }, result: approve },
      { request: { query: PENDING_ROOM_REQUESTS }, result: { data: { pendingRoomRequests: [] } } },
    ]);
    await screen.findByRole('heading', { name: 'Room Details' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve this room request?' });
    expect(dialog).toHaveTextContent('Vikram Singh and Arjun Mehta get beds in BH-1 room 101.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(approve).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: 'Approve this room request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('No pending room requests')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/roomrequests$/);
    expect(approve).toHaveBeenCalledWith({ id: 'r1', decision: 'APPROVED' });
    // Said on the list, where the focus goes: the page's Approve button is gone.
    const said = await screen.findByText('The room request of Vikram Singh is approved.');
    expect(said).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('Reject asks for the reason (required, said under the field), sends it and returns to the list', async () => {
    const reject = decided('REJECTED');
    const { user } = renderRoute(APPROVAL, [
      requestMock(null),
      { request: { query: DECIDE_ROOM_REQUEST, variables: { id: 'r1', decision: 'REJECTED', reason: 'Block under repair' } }, result: reject },
      { request: { query: PENDING_ROOM_REQUESTS }, result: { data: { pendingRoomRequests: [pending('r2', 1, false)] } } },
    ]);
    await screen.findByText('Roommate details are not available.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this room request' });
    expect(dialog).toHaveTextContent('Vikram Singh does not get BH-1 room 101. They are told your reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Give a reason.');
    // The field to put right takes the focus.
    expect(document.activeElement).toBe(reason);
    expect(reject).not.toHaveBeenCalled();

    await user.type(reason, '  Block under repair ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('table', { name: 'Pending room requests' })).toBeInTheDocument();
    expect(reject).toHaveBeenCalledWith({ id: 'r1', decision: 'REJECTED', reason: 'Block under repair' });
    const said = await screen.findByText('The room request of Vikram Singh is rejected.');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('a CONFLICT (the room filled up) closes the question, shows the server message and stays', async () => {
    const { user } = renderRoute(APPROVAL, [
      requestMock(ARJUN),
      {
        request: { query: DECIDE_ROOM_REQUEST, variables: { id: 'r1', decision: 'APPROVED' } },
        result: { errors: [new GraphQLError('Room 101 of BH-1 no longer has 2 free beds', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await screen.findByRole('heading', { name: 'Room Details' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    const said = await screen.findByText('Room 101 of BH-1 no longer has 2 free beds');
    expect(said).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/roomrequests/r1');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it("a request that cannot be read (another hostel's, for a warden) shows the error and nothing to decide", async () => {
    renderRoute(APPROVAL, [
      {
        request: { query: ROOM_REQUEST, variables: { id: 'r1' } },
        result: { errors: [new GraphQLError('You look after other hostels.', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this request: You look after other hostels.');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Room Requests' })).toBeInTheDocument();
  });
});
