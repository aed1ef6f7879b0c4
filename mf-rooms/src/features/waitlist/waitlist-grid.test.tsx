import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contextMock, girlsRooms, place, refusal, room, roomsMock, selectionWindow, stateMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import { JOIN_WAITLIST, LEAVE_WAITLIST } from './waitlist.operations';

/** GH-1 with no free bed: room 1 has its beds held for the waitlist, the rest are taken. */
const fullRooms = () => girlsRooms().map((r) => room(r.number, { freeBeds: 0, heldBeds: r.number === 1 ? 2 : 0 }));
const singlesFull = () => girlsRooms().map((r) => (r.type === 'SINGLE' ? room(r.number, { freeBeds: 0 }) : r));
const joining = (roomType?: string) => ({ query: JOIN_WAITLIST, variables: roomType ? { hostelId: 'hostel-GH-1', roomType } : { hostelId: 'hostel-GH-1' } });

function renderGrid(rooms = fullRooms(), extra: Mock[] = [], role: 'STUDENT' | 'ADMIN' = 'STUDENT', window = selectionWindow('GH-1')) {
  return renderRooms(<RoomGridPage hostel="GH-1" />, { mocks: [contextMock(['GH-1'], role), roomsMock('GH-1', rooms, window), stateMock(), ...extra], path: '/allotmentGH-1' });
}

const card = () => screen.getByRole('region', { name: 'My room' });
const panel = () => screen.findByRole('region', { name: 'Waitlist' });

describe('held beds on the grid', () => {
  it('shows a room whose beds are held, in words and in the legend, and does not let it be booked', async () => {
    renderGrid();
    expect(await screen.findByRole('button', { name: 'Room 1, Double, Held' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Room 2, Double, Full' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Held (amber, dashed): a bed kept for a student on the waitlist; no one else may book it');
    expect(screen.getByText('Ground Floor: 0 of 18 rooms have a free bed.')).toBeInTheDocument();
  });

  it('shows staff the held room too', async () => {
    renderGrid(fullRooms(), [], 'ADMIN');
    expect(await screen.findByRole('button', { name: 'Room 1, Double, Held' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
  });
});

describe('joining the waitlist from the grid', () => {
  it('offers any room or a type when the hostel is full, joins, and My room then follows the place live', async () => {
    const user = userEvent.setup();
    const { push } = renderGrid(fullRooms(), [{ request: joining('SINGLE'), result: { data: { joinWaitlist: place({ roomType: 'SINGLE' }) } } }]);
    const waitlist = await panel();
    expect(waitlist).toHaveTextContent('Every bed in GH-1 is taken or held.');
    const types = within(waitlist).getByRole('group', { name: 'Room type' });
    expect(within(types).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Any room', 'Single room', 'Double room']);
    expect(within(types).getByRole('radio', { name: 'Any room' })).toBeChecked();
    await user.click(within(types).getByRole('radio', { name: 'Single room' }));
    await user.click(within(waitlist).getByRole('button', { name: 'Join the waitlist' }));

    expect(await within(card()).findByText('You are #2 of 5 in line for GH-1.')).toBeInTheDocument();
    expect(within(card()).getByText(/Waiting for: Single room\./)).toBeInTheDocument();
    // The panel's button is gone: 'My room', which now shows the place, takes focus.
    await waitFor(() => expect(within(card()).getByRole('heading', { name: 'My room' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/No room yet/)).not.toBeInTheDocument();

    act(() => push({ data: { myWaitlistChanged: place({ roomType: 'SINGLE', position: 1, inLine: 4 }) } }, 'MyWaitlistChanged'));
    expect(await within(card()).findByText('You are #1 of 4 in line for GH-1.')).toBeInTheDocument();
  });

  it('asks before leaving; once left, says so and offers the line again', async () => {
    const user = userEvent.setup();
    renderRooms(<RoomGridPage hostel="GH-1" />, {
      mocks: [contextMock(['GH-1']), roomsMock('GH-1', fullRooms()), stateMock({ myWaitlist: place({ position: 1 }) }), { request: { query: LEAVE_WAITLIST }, result: { data: { leaveWaitlist: place({ status: 'LEFT', position: null, inLine: 4 }) } } }],
      path: '/allotmentGH-1',
    });
    expect(await screen.findByText('You are #1 of 5 in line for GH-1.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the Waitlist' });
    expect(dialog).toHaveTextContent('Leave the line for GH-1? You lose your place (#1).');
    await user.click(within(dialog).getByRole('button', { name: 'Stay in line' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Leave the waitlist' })).toHaveFocus();

    await user.click(within(card()).getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the Waitlist' })).getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByText('You are no longer in line for GH-1.')).toBeInTheDocument();
    expect(within(card()).getByText('You left the waitlist for GH-1.')).toBeInTheDocument();
    // On this grid the panel below is the way back in.
    expect(within(card()).queryByRole('link', { name: 'Join the waitlist again' })).not.toBeInTheDocument();
    expect(await panel()).toBeInTheDocument();
  });

  it('offers only the full type while the other has free beds', async () => {
    const user = userEvent.setup();
    renderGrid(singlesFull(), [{ request: joining('SINGLE'), result: { data: { joinWaitlist: place({ roomType: 'SINGLE', position: 1, inLine: 1 }) } } }]);
    const waitlist = await panel();
    expect(waitlist).toHaveTextContent('Every Single room in GH-1 is taken or held.');
    expect(within(waitlist).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(waitlist).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(card()).findByText('You are #1 of 1 in line for GH-1.')).toBeInTheDocument();
  });

  it('joins for any room by default', async () => {
    const user = userEvent.setup();
    renderGrid(fullRooms(), [{ request: joining(), result: { data: { joinWaitlist: place() } } }]);
    await user.click(within(await panel()).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(card()).findByText(/Waiting for: Any room\./)).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    renderGrid(fullRooms(), [{ request: joining(), result: refusal('CONFLICT', 'GH-1 has a free bed: choose one on its room grid instead.') }]);
    await user.click(within(await panel()).getByRole('button', { name: 'Join the waitlist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could Not Join');
    expect(alert).toHaveTextContent('GH-1 has a free bed: choose one on its room grid instead.');
  });

  it('is not offered while beds are free, nor before selection opens', async () => {
    const { unmount } = renderGrid(girlsRooms());
    expect(await screen.findByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeEnabled();
    expect(await within(card()).findByText(/No room yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
    unmount();
    renderGrid(fullRooms(), [], 'STUDENT', selectionWindow('GH-1', { state: 'NOT_YET' }));
    expect(await screen.findByRole('button', { name: 'Room 1, Double, Held' })).toBeDisabled();
    expect(await within(card()).findByText(/No room yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
  });
});
