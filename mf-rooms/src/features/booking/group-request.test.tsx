import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ARJUN, boysRooms, contextMock, inGroup, member, mySelectionMock, RAHUL, refusal, request, roomsMock, stateMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import { REQUEST_ROOM_FOR_GROUP } from './group-booking.operations';

const LEADER = member(ARJUN.id, ARJUN.name, ARJUN.enrollmentId!);
const MATE = member(RAHUL.id, RAHUL.name, RAHUL.enrollmentId!);
/** The student in a roommate group of the process of BH-1. */
const groupIn = (members: typeof LEADER[], isLeader = true) => mySelectionMock({ ...inGroup(members, isLeader), hostels: ['BH-1'] });
const asked = { data: { requestRoomForGroup: { __typename: 'RoomRequest', id: 'request-9', status: 'PENDING', group: [RAHUL] } } };
const pending101 = stateMock({
  myRoomRequests: [request({ id: 'request-9', group: [RAHUL], room: { __typename: 'Room', id: 'room-101', hostelName: 'BH-1', number: 101, floor: 1, type: 'DOUBLE' } as never })],
});

function renderBoys(extra: Mock[] = []) {
  return renderRooms(<RoomGridPage hostel="BH-1" />, { mocks: [contextMock(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5']), roomsMock('BH-1', boysRooms()), stateMock(), ...extra], path: '/allotmentBH-1' });
}

async function openRoom(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Room Details' });
}
const buttons = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((b) => b.textContent);

describe("a roommate group in a boys' hostel, where rooms are requested (issue 51)", () => {
  it("offers the leader one action, 'Request this room for my group', only where the free beds fit the group", async () => {
    const user = userEvent.setup();
    renderBoys([groupIn([LEADER, MATE]), { request: { query: REQUEST_ROOM_FOR_GROUP, variables: { roomId: 'room-101' } }, result: asked }, pending101]);
    expect(await screen.findByText('You lead a roommate group of 2: choose a room with 2 free beds and request it for all of you.')).toBeInTheDocument();

    // A Single does not fit a pair: it says so, and offers nothing.
    let dialog = await openRoom(user, 'Room 102, Single, 1 bed free');
    expect(dialog).toHaveTextContent('Room 102 has 1 free bed; your group needs 2. Choose a room with at least 2 free beds.');
    expect(buttons(dialog)).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // A Double: the one action, no Book Room (which a leader was refused) and no Request Roommate (which asked a member again).
    dialog = await openRoom(user, 'Room 101, Double, 2 beds free');
    expect(dialog).toHaveTextContent('Ask the warden for room 101 for your group: each of the 2 of you gets a bed. They all accepted your group, so no one is asked again.');
    expect(buttons(dialog)).toEqual(['Close', 'Request this room for my group']);
    await user.click(within(dialog).getByRole('button', { name: 'Request this room for my group' }));

    expect(await screen.findByText("Room 101's request has been sent for your group: the warden answers for all of you.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Room 101, Double, Pending Request' })).toBeInTheDocument();
    expect(screen.getByText(`${ARJUN.name} (${ARJUN.enrollmentId}), ${RAHUL.name} (${RAHUL.enrollmentId})`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a member their leader asks for the room, and offers no request of their own', async () => {
    const user = userEvent.setup();
    renderBoys([groupIn([MATE, LEADER], false)]);
    expect(await screen.findByText(`${RAHUL.name} leads your roommate group and asks for one room for all of you.`)).toBeInTheDocument();
    const dialog = await openRoom(user, 'Room 101, Double, 2 beds free');
    expect(dialog).toHaveTextContent(`${RAHUL.name} leads your roommate group and asks for one room for all of you, so you do not ask on your own.`);
    expect(buttons(dialog)).toEqual(['Close']);
  });

  it("shows the server's refusal of the group's request", async () => {
    const user = userEvent.setup();
    const message = `${RAHUL.name} is in a pending room request: they must cancel or decline it first.`;
    renderBoys([groupIn([LEADER, MATE]), { request: { query: REQUEST_ROOM_FOR_GROUP, variables: { roomId: 'room-101' } }, result: refusal('CONFLICT', message) }]);
    // The grid knows of the group once its selection is read: only then does a room offer the group's action.
    expect(await screen.findByText('You lead a roommate group of 2: choose a room with 2 free beds and request it for all of you.')).toBeInTheDocument();
    await user.click(within(await openRoom(user, 'Room 101, Double, 2 beds free')).getByRole('button', { name: 'Request this room for my group' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request Failed');
    expect(alert).toHaveTextContent(message);
  });

  it('a group of one (no one accepted yet) asks as anyone does', async () => {
    const user = userEvent.setup();
    renderBoys([groupIn([LEADER])]);
    const dialog = await openRoom(user, 'Room 101, Double, 2 beds free');
    expect(buttons(dialog)).toEqual(['Close', 'Request Roommate', 'Book Room']);
  });
});
