import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderRoute, type Mock } from '../test-utils/render-route';
import { GH1, inventory, room, rooms, viewer } from './hostels/hostels.fixtures';
import { RETIRE_ROOM, ROOM_OCCUPANTS, SET_ROOM_IN_SERVICE } from './hostels/hostels.operations';
import { ANANYA, KABIR, roster, settings } from './roster/roster.fixtures';
import { INVITE_ROSTER_STUDENTS } from './roster/roster.operations';
import { process, processMock, PUBLISHED } from './selection-process/selection-process.fixtures';
import { PUBLISH_PROCESS } from './selection-process/selection-process.operations';
import { INVITE_STAFF, STAFF } from './staff/staff.operations';
import { closeMock, pending, years, Y2026 } from './year/year.fixtures';
// Lazy routes, transformed up front, so the waits below measure the screens.
import './hostels/hostel-page';
import './roster/roster-page';
import './selection-process/process-page';
import './year/year-page';

/*
 * Issue 51: after an action the focus fell to the top of the page and its message was not heard.
 * Each kind of action here ends with its sentence in the page's live region (role "status") and
 * the focus on that sentence, or on the refusal that says why not.
 */

/** The live region saying `text`, once it says it, and the focus on it. */
async function saidAndFocused(text: string) {
  const line = await screen.findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(document.activeElement).toBe(line));
  return line;
}

const HOSTEL = '/adminpage/hostels/GH-1';
const R2 = room(2, { floor: 0 });
/** The row of room `number`: the one whose first cell is its number. */
const rowOf = (number: number) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(number))!;

describe('focus after an action', () => {
  it('retiring a room: its row is gone, the focus is on "Room 2 was retired." in the Rooms card', async () => {
    const { user } = renderRoute(HOSTEL, [
      viewer(),
      inventory([GH1], 2),
      rooms([R2]),
      { request: { query: RETIRE_ROOM, variables: { roomId: R2.id } }, result: { data: { retireRoom: { __typename: 'Room', id: R2.id, retired: true } } } },
      rooms([]),
    ]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Retire room 2' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Retire room 2?' })).getByRole('button', { name: 'Retire room' }));
    const line = await saidAndFocused('Room 2 was retired.');
    const rooms_ = screen.getByRole('heading', { level: 2, name: 'Rooms' }).closest('section')!;
    expect(rooms_).toContainElement(line);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Rooms on the ground floor' })).not.toBeInTheDocument());
    expect(document.activeElement).toBe(line);
  });

  it('a refused retire: the focus goes to the refusal in the dialog, which stays open', async () => {
    const refusal = 'Room 2 cannot be retired with people in it: Asha Patil (ENR1) in bed 1.';
    const { user } = renderRoute(HOSTEL, [
      viewer(),
      inventory([GH1]),
      rooms([R2]),
      { request: { query: RETIRE_ROOM, variables: { roomId: R2.id } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'ROOM_OCCUPIED' } })] } },
      { request: { query: ROOM_OCCUPANTS, variables: { roomId: R2.id } }, result: { data: { roomOccupants: [] } } },
    ]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Retire room 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire room 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire room' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });

  it('putting a room back in service: the focus is on "Room 2 is back in service."', async () => {
    const out = room(2, { floor: 0, inService: false, outOfServiceReason: 'Painting', freeBeds: 0 });
    const { user } = renderRoute(HOSTEL, [
      viewer(),
      inventory([GH1], 2),
      rooms([out]),
      { request: { query: SET_ROOM_IN_SERVICE, variables: { roomId: R2.id, inService: true } }, result: { data: { setRoomInService: R2 } } },
      rooms([R2]),
    ]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Put back in service: room 2' }));
    await saidAndFocused('Room 2 is back in service.');
  });

  it("sending the roster's invitations: the focus is on how many went out", async () => {
    const { user } = renderRoute('/adminpage/roster', [
      viewer(),
      settings('OPEN'),
      roster([ANANYA, KABIR]),
      { request: { query: INVITE_ROSTER_STUDENTS, variables: { enrollmentIds: null } }, result: { data: { inviteRosterStudents: 2 } } },
      roster([{ ...ANANYA, invitedAt: '2026-11-27T09:00:00.000Z' }, KABIR]),
    ]);
    await screen.findByRole('table', { name: 'Students on the roster' });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Send invitations?' })).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((line) => line.textContent === 'Sent 2 invitations.' && document.activeElement === line)).toBe(true));
  });

  it("inviting staff: the focus is on the sentence above the list, not the form's top", async () => {
    const list = (staff: unknown[]): Mock => ({ request: { query: STAFF }, result: { data: { staff, hostels: [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }] } } });
    const guard = { __typename: 'StaffMember', id: 'g1', name: 'Raju', email: 'raju@dormspace.test', role: 'GUARD', status: 'INVITED', invitedAt: '2026-11-23T10:00:00.000Z', hostels: [] };
    const { user } = renderRoute('/adminpage/staff', [
      viewer(),
      list([]),
      { request: { query: INVITE_STAFF, variables: { input: { name: 'Raju', email: 'raju@dormspace.test', role: 'GUARD', hostelIds: [] } } }, result: { data: { inviteStaff: guard } } },
      list([guard]),
    ]);
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Raju');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'raju@dormspace.test');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'GUARD');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await saidAndFocused('Invitation sent to raju@dormspace.test');
  });

  it("a refused close of the year: the dialog closes and the focus is on the server's sentence", async () => {
    const refusal = 'The academic year 2026-27 cannot close while things wait: 1 pending room request. Settle them first.';
    const { user } = renderRoute('/adminpage/year', [
      viewer(),
      years(Y2026),
      pending([]),
      closeMock('2027-28', { errors: [{ message: refusal, extensions: { code: 'YEAR_HAS_PENDING' } }] }),
      pending([]),
    ]);
    const form = await screen.findByRole('form', { name: 'Close 2026-27' });
    const close = within(form).getByRole('button', { name: 'Close 2026-27' });
    // Offered once nothing is known to wait; something did by the time of the close.
    await waitFor(() => expect(close).toBeEnabled());
    await user.click(close);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close 2026-27' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });

  it('publishing a process: Publish is gone, the focus is on what publishing did', async () => {
    const { user } = renderRoute('/adminpage/selection/processes/p-1', [
      viewer(),
      processMock(process()),
      { request: { query: PUBLISH_PROCESS, variables: { id: 'p-1' } }, result: { data: { publishSelectionProcess: PUBLISHED() } } },
    ]);
    const next = (await screen.findByRole('heading', { level: 2, name: 'What happens next' })).closest('section')!;
    await user.click(await within(next).findByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Publish Girls selection day?' })).getByRole('button', { name: 'Publish and mail 120 students' }));
    await saidAndFocused('Girls selection day is published: lottery numbers are drawn and 120 students are being mailed their slot.');
    expect(within(next).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
