import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { CHECK_OUT_STUDENT, MOVE_HOSTELS, MOVE_ROOMS, REASSIGN_STUDENT, STUDENT_ROOMMATES, SWAP_STUDENTS } from './bed-moves.operations';
import { STUDENTS } from './students.operations';

const PATH = '/adminpage/students?q=patil';

const summary = (id: string, name: string, enrollmentId: string, bed: [string, number, number] | null) => ({
  __typename: 'StudentSummary',
  id,
  name,
  email: `${id}@dormspace.test`,
  enrollmentId,
  disabled: false,
  hostelName: bed?.[0] ?? null,
  roomNumber: bed?.[1] ?? null,
  bed: bed?.[2] ?? null,
});

const ASHA = summary('s1', 'Asha Patil', 'ENR1', ['BH-1', 101, 1]);
const NEHA = summary('s3', 'Neha Patil', 'ENR3', null);
const RAVI = summary('s2', 'Ravi Kumar', 'ENR2', ['BH-1', 204, 2]);

const viewer = (): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'WARDEN' } } }, maxUsageCount: 10 });
const found = (search: string, items: unknown[]): Mock => ({
  request: { query: STUDENTS, variables: { search, page: 1 } },
  result: { data: { students: { __typename: 'StudentPage', page: 1, hasMore: false, items } } },
});
const hostels = (): Mock => ({
  request: { query: MOVE_HOSTELS },
  result: { data: { hostels: [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }, { __typename: 'Hostel', id: 'h2', name: 'BH-2' }] } },
});
const room = (id: string, number: number, type: 'SINGLE' | 'DOUBLE', freeBeds: number) => ({
  __typename: 'Room', id, number, type, capacity: type === 'SINGLE' ? 1 : 2, freeBeds, isAvailable: freeBeds > 0,
});
const rooms = (hostel: string, list: unknown[]): Mock => ({ request: { query: MOVE_ROOMS, variables: { hostel } }, result: { data: { rooms: list } } });
const roommates = (id: string, list: unknown[]): Mock => ({
  request: { query: STUDENT_ROOMMATES, variables: { id } },
  result: { data: { studentRecord: { __typename: 'StudentRecord', student: { __typename: 'User', id }, roommates: list } } },
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const said = async (text: string) => expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
const open = async (user: ReturnType<typeof renderRoute>['user'], name: string, action: string, dialog: string) => {
  await screen.findByRole('table', { name: 'Students matching patil' });
  await user.click(within(rowOf(name)).getByRole('button', { name: action }));
  return screen.getByRole('dialog', { name: dialog });
};

describe("a student's bed, from the students screen", () => {
  it('offers Move, Swap and Check out to a student with a bed, and only Move to one without', async () => {
    renderRoute(PATH, [viewer(), found('patil', [ASHA, NEHA])]);
    const table = await screen.findByRole('table', { name: 'Students matching patil' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Enrollment ID', 'Email', 'Room', 'Actions']);
    expect(within(rowOf('Asha Patil')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Move', 'Swap', 'Check out']);
    expect(within(rowOf('Neha Patil')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Move']);
  });

  it('Check out needs a reason, then checks out, reads the list again and says so', async () => {
    const checkedOut = vi.fn(() => ({ data: { checkOutStudent: true } }));
    const { user } = renderRoute(PATH, [
      viewer(),
      found('patil', [ASHA, NEHA]),
      { request: { query: CHECK_OUT_STUDENT, variables: { studentId: 's1', reason: 'Course finished' } }, result: checkedOut },
      found('patil', [{ ...ASHA, hostelName: null, roomNumber: null, bed: null }, NEHA]),
    ]);
    const dialog = await open(user, 'Asha Patil', 'Check out', 'Check out Asha Patil');
    expect(dialog).toHaveTextContent('Asha Patil gives up BH-1 room 101, bed 1');
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Give a reason.');
    expect(checkedOut).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Course finished');
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await said('Asha Patil was checked out of BH-1 room 101.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Asha Patil')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Move']));
    expect(within(rowOf('Asha Patil')).getByRole('cell', { name: 'No bed' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderRoute(PATH, [
      viewer(),
      found('patil', [ASHA]),
      {
        request: { query: CHECK_OUT_STUDENT, variables: { studentId: 's1', reason: 'Moving out' } },
        result: { errors: [new GraphQLError('You look after other hostels.', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    const dialog = await open(user, 'Asha Patil', 'Check out', 'Check out Asha Patil');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Moving out');
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You look after other hostels.');
    expect(screen.getByRole('dialog', { name: 'Check out Asha Patil' })).toBeInTheDocument();
  });

  it('Move offers the rooms with enough free beds, with the roommate if chosen', async () => {
    const moved = vi.fn(() => ({
      data: {
        reassignStudent: {
          __typename: 'MyRoom',
          bed: 1,
          room: { __typename: 'Room', id: 'r204', number: 204, hostelName: 'BH-1', freeBeds: 0, isAvailable: false },
          roommates: [{ __typename: 'Person', id: 's2', name: 'Ravi Kumar' }],
        },
      },
    }));
    const { user } = renderRoute(PATH, [
      viewer(),
      found('patil', [ASHA]),
      hostels(),
      roommates('s1', [{ __typename: 'Person', id: 's2', name: 'Ravi Kumar', enrollmentId: 'ENR2' }]),
      rooms('BH-1', [room('r101', 101, 'DOUBLE', 0), room('r204', 204, 'DOUBLE', 2), room('r305', 305, 'SINGLE', 1)]),
      { request: { query: REASSIGN_STUDENT, variables: { studentId: 's1', roomId: 'r204', withRoommate: true, reason: 'Leaking roof' } }, result: moved },
      found('patil', [{ ...ASHA, roomNumber: 204 }]),
    ]);
    const dialog = await open(user, 'Asha Patil', 'Move', 'Move Asha Patil');
    // Their own hostel first; their own room and full rooms are not offered.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Hostel' })).toHaveValue('h1'));
    const roomBox = await within(dialog).findByRole('combobox', { name: 'Room' });
    expect(within(roomBox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a room', 'Room 204 (Double, 2 free beds)', 'Room 305 (Single, 1 free bed)']);

    const together = await within(dialog).findByRole('checkbox', { name: 'Move their roommate too' });
    expect(together).toHaveAccessibleDescription('Shares the room: Ravi Kumar (ENR2).');
    await user.click(together);
    expect(within(roomBox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a room', 'Room 204 (Double, 2 free beds)']);

    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('combobox', { name: 'Room' })).toHaveAccessibleDescription('Choose a room.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Give a reason.');

    await user.selectOptions(roomBox, 'Room 204 (Double, 2 free beds)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leaking roof');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await said('Asha Patil and Ravi Kumar are now in BH-1 room 204.');
    expect(moved).toHaveBeenCalledWith({ studentId: 's1', roomId: 'r204', withRoommate: true, reason: 'Leaking roof' });
    expect(await screen.findByRole('cell', { name: 'BH-1 204, bed 1' })).toBeInTheDocument();
  });

  it('Move gives a student without a bed one, in the hostel chosen; a full room is refused with the server message', async () => {
    const { user } = renderRoute(PATH, [
      viewer(),
      found('patil', [NEHA]),
      hostels(),
      rooms('BH-2', [room('r110', 110, 'SINGLE', 1)]),
      {
        request: { query: REASSIGN_STUDENT, variables: { studentId: 's3', roomId: 'r110', withRoommate: false, reason: 'New admission' } },
        result: { errors: [new GraphQLError('Room 110 of BH-2 has no free bed.', { extensions: { code: 'ROOM_FULL' } })] },
      },
    ]);
    const dialog = await open(user, 'Neha Patil', 'Move', 'Move Neha Patil');
    expect(dialog).toHaveTextContent('Neha Patil has no bed: they get one in the room you choose.');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('combobox', { name: 'Hostel' })).toHaveAccessibleDescription('Choose a hostel.');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await within(dialog).findByRole('option', { name: 'BH-2' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hostel' }), 'BH-2');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Room' }), 'Room 110 (Single, 1 free bed)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New admission');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Room 110 of BH-2 has no free bed.');
  });

  it('Swap finds the other student with the students search and swaps their beds', async () => {
    const swapped = vi.fn(() => ({ data: { swapStudents: true } }));
    const { user } = renderRoute(PATH, [
      viewer(),
      found('patil', [ASHA]),
      found('ravi', [RAVI, summary('s9', 'Ravi Shah', 'ENR9', null)]),
      { request: { query: SWAP_STUDENTS, variables: { studentId: 's1', otherStudentId: 's2', reason: 'Asked to swap' } }, result: swapped },
      found('patil', [{ ...ASHA, roomNumber: 204, bed: 2 }]),
    ]);
    const dialog = await open(user, 'Asha Patil', 'Swap', 'Swap Asha Patil with another student');
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(within(dialog).getByText('Choose the student to swap with.')).toBeVisible();
    expect(within(dialog).getByText('Give a reason.')).toBeVisible();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the other student (name or enrollment ID)' }), 'ravi');
    const choices = await within(dialog).findByRole('group', { name: 'Swap with' });
    // Only someone holding a bed can swap.
    expect(within(choices).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Ravi Kumar (ENR2), BH-1 room 204, bed 2']);
    await user.click(within(choices).getByRole('radio', { name: 'Ravi Kumar (ENR2), BH-1 room 204, bed 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked to swap');
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));

    await said('Asha Patil and Ravi Kumar swapped beds: Asha Patil is now in BH-1 room 204, Ravi Kumar in BH-1 room 101.');
    expect(swapped).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'BH-1 204, bed 2' })).toBeInTheDocument();
  });
});
