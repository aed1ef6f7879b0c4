import { screen, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { ARJUN, details, pending, person, room } from './room-requests.fixtures';
import { PENDING_ROOM_REQUESTS, ROOM_REQUEST } from './room-requests.operations';

const ROHAN = person('s3', 'Rohan Das', 'ME21-046');
const summary = ({ id, name, enrollmentId }: typeof ARJUN) => ({ __typename: 'Person' as const, id, name, enrollmentId });
/** A roommate group of three asking for a Triple: Vikram leads, Arjun and Rohan accepted his group. */
const listed = { ...pending('r1', 3, false, { type: 'TRIPLE' }), group: [summary(ARJUN), summary(ROHAN)] };
const detailed = { ...details('r1', 3, null), room: room(3, { type: 'TRIPLE' }), group: [ARJUN, ROHAN] };

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe("a roommate group's room request (issue 51)", () => {
  it('is listed once, saying it is a group and who is in it', async () => {
    renderRoute('/adminpage/roomrequests', [{ request: { query: PENDING_ROOM_REQUESTS }, result: { data: { pendingRoomRequests: [listed] } } } as Mock]);
    const table = await screen.findByRole('table', { name: 'Pending room requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header, and the group's one request
    expect(table).toHaveTextContent('Roommate group of 3, with Arjun Mehta, Rohan Das');
  });

  it("shows every member's details for the approval, the group approved whole", async () => {
    renderRoute('/adminpage/roomrequests/r1', [{ request: { query: ROOM_REQUEST, variables: { id: 'r1' } }, result: { data: { roomRequest: detailed } } }]);
    const group = await screen.findByRole('heading', { name: 'Roommate Group' });
    expect(card('Roommate Group')).toHaveTextContent('Vikram Singh asks for a bed for each of the 3 of them: everyone accepted the group, and approving places them all together.');
    expect(within(group.closest('section')!).getAllByText('Name').map((term) => term.nextElementSibling?.textContent)).toEqual(['Arjun Mehta', 'Rohan Das']);
    expect(screen.queryByRole('heading', { name: 'Roommate Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
