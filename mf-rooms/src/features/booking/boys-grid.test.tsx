import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { boysRooms, contextMock, RAHUL, refusal, request, room, roomsMock, stateMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import { REQUEST_ROOM } from './booking.operations';

const sent = { data: { requestRoom: { __typename: 'RoomRequest', id: 'request-1', status: 'PENDING' } } };
const pending101 = stateMock({ myRoomRequests: [request({ room: { __typename: 'Room', id: 'room-101', hostelName: 'BH-1', number: 101, floor: 1, type: 'DOUBLE' } as never })] });
const asking = (roommate?: { name: string; enrollmentId: string }) => ({ query: REQUEST_ROOM, variables: roommate ? { roomId: 'room-101', roommate } : { roomId: 'room-101' } });

function renderBoys(extra: Mock[] = [], rooms = boysRooms()) {
  return renderRooms(<RoomGridPage hostel="BH-1" />, { mocks: [contextMock(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5']), roomsMock('BH-1', rooms), stateMock(), ...extra], path: '/allotmentBH-1' });
}

async function openRoom(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Room Details' });
}

const facts = (dialog: HTMLElement) =>
  Object.fromEntries(within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("a boys' hostel grid", () => {
  it("shows Room Details, with Request Roommate only where a pair fits", async () => {
    const user = userEvent.setup();
    renderBoys();
    expect(await screen.findByRole('button', { name: '1st Floor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Available (green): has a free bed');
    const double = await openRoom(user, 'Room 101, Double, 2 beds free');
    expect(facts(double)).toEqual({ 'Room Number': '101', Status: 'Available', Floor: '1st Floor', Block: 'BH-1', 'Room Type': 'Double', 'Free beds': '2 of 2' });
    expect(within(double).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close', 'Request Roommate', 'Book Room']);
    await user.click(within(double).getByRole('button', { name: 'Close' }));

    const single = await openRoom(user, 'Room 102, Single, 1 bed free');
    expect(within(single).queryByRole('button', { name: 'Request Roommate' })).not.toBeInTheDocument();
    expect(within(single).getByRole('button', { name: 'Book Room' })).toBeInTheDocument();
  });

  it('tells of a bed held for the waitlist in a room that still has a free one', async () => {
    const user = userEvent.setup();
    renderBoys([], boysRooms().map((r) => (r.number === 101 ? room(101, { freeBeds: 1, heldBeds: 1, takesPair: false }) : r)));
    const dialog = await openRoom(user, 'Room 101, Double, 1 bed free, 1 held');
    expect(facts(dialog)).toMatchObject({ Status: 'Available', 'Free beds': '1 of 2', 'Held for the waitlist': '1' });
    expect(within(dialog).queryByRole('button', { name: 'Request Roommate' })).not.toBeInTheDocument();
  });

  it("sends a request with Book Room, says so, and marks the room as the student's pending request", async () => {
    const user = userEvent.setup();
    renderBoys([{ request: asking(), result: sent }, pending101]);
    const dialog = await openRoom(user, 'Room 101, Double, 2 beds free');
    await user.click(within(dialog).getByRole('button', { name: 'Book Room' }));
    expect(await screen.findByText("Room 101's request has been sent!")).toBeInTheDocument();
    expect(screen.getByText('Request Sent')).toBeInTheDocument();
    const tile = await screen.findByRole('button', { name: 'Room 101, Double, Pending Request' });
    expect(tile).toHaveTextContent('Pending Request');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Pending Request (blue, outlined)');

    // Opening it again offers the way back.
    await user.click(tile);
    const again = screen.getByRole('dialog', { name: 'Room Details' });
    expect(facts(again).Status).toBe('Pending Request');
    expect(within(again).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Book Room' })).not.toBeInTheDocument();
  });

  it('refuses an empty roommate form without sending anything, and clears an error once corrected', async () => {
    const user = userEvent.setup();
    renderBoys(); // no request mocked: anything sent would fail loudly as 'Request Failed'
    await user.click(within(await openRoom(user, 'Room 101, Double, 2 beds free')).getByRole('button', { name: 'Request Roommate' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Roommate' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Validation Error: Please fill in all fields.');
    const name = within(dialog).getByLabelText('Roommate Name');
    const roll = within(dialog).getByLabelText('Roommate Enrollment ID');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(roll).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Rahul Verma');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(roll).toHaveAttribute('aria-invalid', 'true');
    await user.type(roll, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).queryByText(/Request Failed/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Roommate' })).toBeInTheDocument();
  });

  it("shows the server's reason in the dialog, then sends once it is fixed", async () => {
    const user = userEvent.setup();
    const wrong = { name: 'Rahul Verma', enrollmentId: 'DEMO999' };
    const right = { name: 'Rahul Verma', enrollmentId: RAHUL.enrollmentId };
    renderBoys([
      { request: asking(wrong), result: refusal('BAD_USER_INPUT', 'No student named Rahul Verma has enrollment ID DEMO999.', [{ field: 'roomieRollNumber', message: 'No such student.' }]) },
      { request: asking(right), result: sent },
      pending101,
    ]);
    await user.click(within(await openRoom(user, 'Room 101, Double, 2 beds free')).getByRole('button', { name: 'Request Roommate' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Roommate' });
    await user.type(within(dialog).getByLabelText('Roommate Name'), wrong.name);
    await user.type(within(dialog).getByLabelText('Roommate Enrollment ID'), wrong.enrollmentId);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect((await within(dialog).findByText('Request Failed')).closest('[role="alert"]')).toHaveTextContent('Request Failed: No student named Rahul Verma has enrollment ID DEMO999.');
    expect(within(dialog).getByText('No such student.')).toBeInTheDocument();

    const roll = within(dialog).getByLabelText('Roommate Enrollment ID');
    await user.clear(roll);
    expect(within(dialog).queryByText('No such student.')).not.toBeInTheDocument();
    await user.type(roll, right.enrollmentId);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Roommate request has been sent successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
