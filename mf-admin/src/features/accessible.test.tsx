import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../test-utils/render-route';
import { GH1, inventory, room, rooms, viewer } from './hostels/hostels.fixtures';
import { ADD_ROOM, UPDATE_ROOM } from './hostels/hostels.operations';
import { ANANYA, roster, settings, student } from './roster/roster.fixtures';
import { ADD_ROSTER_STUDENT } from './roster/roster.operations';
// Lazy routes, transformed up front, so the waits below measure the screens.
import './hostels/hostel-page';
import './roster/roster-page';

/*
 * Issue 51, defect 5: the rooms CSV's `accessible` and the roster's `accessible_room` were accepted
 * but no screen showed or changed them. The room table and its dialogs, the roster and its form,
 * and both files' help say them, in words.
 */

const HOSTEL = '/adminpage/hostels/GH-1';
const R1 = room(1, { floor: 0, type: 'SINGLE', capacity: 1, freeBeds: 1, accessible: true });
const R2 = room(2, { floor: 0 });
const rowOf = (number: number) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(number))!;
const accessibleCell = (row: HTMLElement) => within(row).getAllByRole('cell').find((cell) => cell.getAttribute('data-label') === 'Accessible')!;

describe('accessible rooms on a hostel’s page', () => {
  it('says which rooms are accessible in its own column, and the CSV help names the column', async () => {
    renderRoute(HOSTEL, [viewer(), inventory([GH1]), rooms([R1, R2])]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    expect(accessibleCell(rowOf(1))).toHaveTextContent(/^Accessible$/);
    expect(accessibleCell(rowOf(2))).toHaveTextContent(/^No$/);
    expect(screen.getByText(/and if you wish accessible \(yes for a room fit for a student who needs one/)).toBeInTheDocument();
  });

  it('adds a room as accessible when ticked', async () => {
    const added = vi.fn(() => ({ data: { addRoom: room(3, { floor: 0, accessible: true }) } }));
    const { user } = renderRoute(HOSTEL, [
      viewer(),
      inventory([GH1], 2),
      rooms([R2]),
      { request: { query: ADD_ROOM, variables: { hostelId: GH1.id, input: { number: 3, floor: 0, type: 'DOUBLE', accessible: true } } }, result: added },
      rooms([R2, room(3, { floor: 0, accessible: true })]),
    ]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a room to GH-1' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Room number' }), '3');
    const box = within(dialog).getByRole('checkbox', { name: 'Accessible room (for a student who needs one)' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    expect(await screen.findByText('Room 3 (Double, accessible) was added on the ground floor of GH-1.')).toHaveAttribute('role', 'status');
    expect(added).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(accessibleCell(rowOf(3))).toHaveTextContent('Accessible'));
  });

  it('changes whether a room is accessible, from what it is now', async () => {
    const changed = vi.fn(() => ({ data: { updateRoom: { ...R1, accessible: false } } }));
    const { user } = renderRoute(HOSTEL, [
      viewer(),
      inventory([GH1], 2),
      rooms([R1]),
      { request: { query: UPDATE_ROOM, variables: { roomId: R1.id, changes: { accessible: false } } }, result: changed },
      rooms([{ ...R1, accessible: false }]),
    ]);
    await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Change room 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Change room 1' });
    const box = within(dialog).getByRole('checkbox', { name: 'Accessible room (for a student who needs one)' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }));
    expect(await screen.findByText('Room 1 is now Single, on the ground floor, and no longer accessible.')).toHaveAttribute('role', 'status');
    expect(changed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(accessibleCell(rowOf(1))).toHaveTextContent('No'));
  });
});

describe("students' need of an accessible room on the roster", () => {
  it('is a column of the roster, in words, and the CSV help names accessible_room', async () => {
    renderRoute('/adminpage/roster', [viewer(), settings('OPEN'), roster([ANANYA, student({ enrollmentId: '22EE009', name: 'Dev Nair', email: 'dev@dormspace.test', needsAccessibleRoom: true })])]);
    const table = await screen.findByRole('table', { name: 'Students on the roster' });
    const row = within(table).getByRole('cell', { name: 'Dev Nair' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').find((cell) => cell.getAttribute('data-label') === 'Accessible room')).toHaveTextContent('Needs one');
    expect(screen.getByText(/and if you wish accessible_room \(yes when the student needs an accessible room/)).toBeInTheDocument();
  });

  it('is asked by Add a student, and sent', async () => {
    const input = { enrollmentId: '23CS042', name: 'Riya Sen', email: 'riya@dormspace.test', gender: 'FEMALE' as const, yearOfStudy: 1, programme: 'MBA', needsAccessibleRoom: true };
    const added = vi.fn(() => ({ data: { addRosterStudent: student({ ...input, enrollmentId: '23CS042' }) } }));
    const { user } = renderRoute('/adminpage/roster', [
      viewer(),
      settings('OPEN'),
      roster([]),
      { request: { query: ADD_ROSTER_STUDENT, variables: { input: { ...input, enrollmentId: '23cs042' } } }, result: added },
      roster([student({ ...input, enrollmentId: '23CS042' })]),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a student' });
    await user.type(within(form).getByRole('textbox', { name: 'Enrollment ID' }), '23cs042');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Riya Sen');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'riya@dormspace.test');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Year of study' }), 'Year 1');
    await user.type(within(form).getByRole('textbox', { name: 'Programme' }), 'MBA');
    await user.click(within(form).getByRole('checkbox', { name: 'Needs an accessible room (placed in one first)' }));
    await user.click(within(form).getByRole('button', { name: 'Add to the roster' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    // Cleared for the next student.
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'Needs an accessible room (placed in one first)' })).not.toBeChecked());
  });
});
