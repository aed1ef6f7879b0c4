import { act, screen, waitFor, within } from '@testing-library/react';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { details, pending } from './room-requests.fixtures';
import { PENDING_ROOM_REQUESTS, ROOM_REQUEST } from './room-requests.operations';

const listMock = (items: unknown[]): Mock => ({ request: { query: PENDING_ROOM_REQUESTS }, result: { data: { pendingRoomRequests: items } } });

const rowOf = (roomNumber: string) => screen.getByRole('cell', { name: roomNumber }).closest('tr')!;

describe('room requests', () => {
  it('lists pending requests with the spec columns, who asks, and availability for the party size', async () => {
    renderRoute('/adminpage/roomrequests', [
      listMock([
        pending('r1', 1, false, { id: 'room-101', number: 101 }),
        pending('r2', 1, true, { id: 'room-102', number: 102 }),
        pending('r3', 2, true, { id: 'room-203', number: 203, hostelName: 'BH-2', type: 'SINGLE' }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Pending room requests' });
    expect(screen.getByRole('heading', { level: 1, name: 'Room Requests' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S No.',
      'Student',
      'Hostel',
      'Room No.',
      'Room Type',
      'Availability',
      'Status',
      'Action',
    ]);
    // One free bed is enough alone, not with a roommate.
    expect(rowOf('101')).toHaveTextContent('Available');
    expect(rowOf('101')).not.toHaveTextContent('Unavailable');
    expect(rowOf('102')).toHaveTextContent('Unavailable');
    expect(rowOf('203')).toHaveTextContent(/^3Vikram SinghME21-044BH-2203SingleAvailablePendingRoommate Arjun Mehta: acceptedProceed$/);
    expect(within(rowOf('101')).getByRole('cell', { name: /^Vikram Singh/ })).toHaveTextContent('Vikram SinghME21-044');
  });

  it("shows whether the roommate has answered, and reads the list again when a request changes", async () => {
    const { push } = renderRoute('/adminpage/roomrequests', [
      listMock([pending('r1', 2, true, { id: 'room-101', number: 101 }, 'PENDING')]),
      listMock([]),
    ]);
    await screen.findByRole('table', { name: 'Pending room requests' });
    expect(rowOf('101')).toHaveTextContent('Roommate Arjun Mehta: waiting for their answer');
    act(() =>
      push(
        { data: { roomRequestUpdates: { __typename: 'RoomRequest', id: 'r1', status: 'DECLINED', roommateResponse: 'DECLINED', fits: true, change: false, room: pending('r1', 2, true).room } } },
        'AdminRoomRequestUpdates',
      ),
    );
    expect(await screen.findByText('No pending room requests')).toBeInTheDocument();
  });

  it('marks a room change: a student who holds a bed and asks to move', async () => {
    renderRoute('/adminpage/roomrequests', [
      listMock([{ ...pending('r1', 1, false, { id: 'room-101', number: 101 }), change: true }, pending('r2', 1, false, { id: 'room-102', number: 102 })]),
    ]);
    await screen.findByRole('table', { name: 'Pending room requests' });
    expect(within(rowOf('101')).getByText('Room change')).toBeInTheDocument();
    expect(rowOf('101')).toHaveTextContent('PendingRoom change from their current room');
    expect(within(rowOf('102')).queryByText('Room change')).not.toBeInTheDocument();
  });

  it('is one table that becomes cards on a phone: every cell names its column, Proceed at the foot', async () => {
    renderRoute('/adminpage/roomrequests', [listMock([pending('r1', 1, false, { id: 'room-101', number: 101 })])]);
    const table = await screen.findByRole('table', { name: 'Pending room requests' });
    expect(inCardLayout(table)).toBe(true);
    const { headings, rows } = cardLabels(table);
    expect(rows).toEqual([headings]);
    expect(within(within(rowOf('101')).getAllByRole('cell').at(-1)!).getByRole('link', { name: 'Proceed with the request of Vikram Singh' })).toBeInTheDocument();
  });

  it('shows the empty text when nothing is pending', async () => {
    renderRoute('/adminpage/roomrequests', [listMock([])]);
    expect(await screen.findByText('No pending room requests')).toBeInTheDocument();
  });

  it('Proceed opens the approval screen at the request’s own address', async () => {
    const { user } = renderRoute('/adminpage/roomrequests', [
      listMock([pending('r7', 2, false)]),
      { request: { query: ROOM_REQUEST, variables: { id: 'r7' } }, result: { data: { roomRequest: details('r7', 2, null) } } },
    ]);
    await screen.findByRole('table');
    const proceed = screen.getByRole('link', { name: 'Proceed with the request of Vikram Singh' });
    expect(proceed).toHaveAttribute('href', '/adminpage/roomrequests/r7');
    await user.click(proceed);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/roomrequests\/r7$/);
    // The approval screen could only load r7 because it read the id from the address.
    expect(await screen.findByText('Roommate details are not available.')).toBeInTheDocument();
  });

  it('says what the last decision did, handed over by the approval page, and focuses it', async () => {
    renderRoute({ pathname: '/adminpage/roomrequests', state: { status: 'The room request of Vikram Singh is approved.' } }, [listMock([])]);
    await screen.findByText('No pending room requests');
    const said = await screen.findByText('The room request of Vikram Singh is approved.');
    expect(said).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });
});
