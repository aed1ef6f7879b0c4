import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cardLabels, inCardLayout } from '../../test-utils/card-layout';
import { renderRoute } from '../../test-utils/render-route';
import { GH1, inventory, room, rooms, viewer } from './hostels.fixtures';
import { ADD_ROOM, RETIRE_HOSTEL, ROOM_OCCUPANTS, SET_ROOM_IN_SERVICE, UPDATE_HOSTEL, UPDATE_ROOM } from './hostels.operations';
// The page is a lazy route: transformed here, up front, so the screen's waits measure the screen, not the
// first transform of its modules (seconds on a busy machine).
import './hostel-page';

const PATH = '/adminpage/hostels/GH-1';
const COLUMNS = ['Number', 'Floor', 'Type', 'Capacity', 'Accessible', 'Occupants / free', 'Service', 'Actions'];

const R1 = room(1, { floor: 0, type: 'SINGLE', capacity: 1, freeBeds: 0 });
const R2 = room(2, { floor: 0, freeBeds: 1 });
const R101 = room(101, { floor: 1, type: 'TRIPLE', capacity: 3, freeBeds: 0, inService: false, outOfServiceReason: 'Maintenance: plumbing', accessible: true });
const R102 = room(102, { floor: 1, freeBeds: 0 });

/** The row of room `number`: the one whose first cell is its number. */
const rowOf = (table: HTMLElement, number: number) => within(table).getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(number))!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const occupied = (message: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'ROOM_OCCUPIED', fields: [{ field: 'roomId', message: 'Someone is in it.' }] } })] });
const occupant = (bed: number, studentId: string, name: string, enrollmentId: string | null, held = false) => ({ __typename: 'RoomOccupant', roomId: R102.id, bed, studentId, name, enrollmentId, held });
const ASHA_IN = 'Room 102 cannot go out of service with people in it: Asha Patil (ENR1) in bed 1, bed 2 held for Neha Rao (ENR2)\'s waitlist offer. Move them to another room first.';

describe("a hostel's page", () => {
  it('lists the rooms floor by floor, with who fits and whether each is in service', async () => {
    renderRoute(PATH, [viewer(), inventory([GH1]), rooms([R101, R2, R1, R102])]);
    expect(await screen.findByRole('heading', { level: 1, name: "GH-1: Girls' Hostel 1" })).toBeInTheDocument();

    const ground = await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    const first = screen.getByRole('table', { name: 'Rooms on the 1st floor' });
    expect(inCardLayout(ground)).toBe(true);
    expect(cardLabels(ground).headings).toEqual(COLUMNS);
    expect(within(ground).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2']);
    expect(cells(rowOf(ground, 2))).toEqual(['2', 'Ground floor', 'Double', '2', 'No', '1 living here, 1 free', 'In service', 'ChangeTake out of serviceRetire']);
    expect(cells(rowOf(first, 101)).slice(0, 7)).toEqual(['101', '1st floor', 'Triple', '3', 'Accessible', 'Empty (out of service)', 'Out of serviceMaintenance: plumbing']);
    expect(within(rowOf(first, 101)).getByRole('button', { name: 'Put back in service: room 101' })).toBeInTheDocument();
    expect(screen.getByText('4 rooms, 1 out of service.')).toBeInTheDocument();
  });

  it('adds a room, says so and lists it', async () => {
    const added = vi.fn(() => ({ data: { addRoom: room(103, { floor: 1, type: 'QUAD', capacity: 4, freeBeds: 4 }) } }));
    const { user } = renderRoute(PATH, [
      viewer(),
      inventory([GH1], 2),
      rooms([R1, R102]),
      { request: { query: ADD_ROOM, variables: { hostelId: GH1.id, input: { number: 103, floor: 1, type: 'QUAD', accessible: false } } }, result: added },
      rooms([R1, R102, room(103, { floor: 1, type: 'QUAD', capacity: 4, freeBeds: 4 })]),
    ]);
    await screen.findByRole('table', { name: 'Rooms on the 1st floor' });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a room to GH-1' });
    // The dialog opens on its first field; the keyboard alone fills it in.
    const number = within(dialog).getByRole('spinbutton', { name: 'Room number' });
    expect(number).toHaveFocus();
    await user.keyboard('103');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Floor' }), '1st floor');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Quad (4 beds)');
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));

    expect(await screen.findByText('Room 103 (Quad) was added on the 1st floor of GH-1.')).toHaveAttribute('role', 'status');
    expect(added).toHaveBeenCalledTimes(1);
    const first = screen.getByRole('table', { name: 'Rooms on the 1st floor' });
    await waitFor(() => expect(cells(rowOf(first, 103)).slice(0, 6)).toEqual(['103', '1st floor', 'Quad', '4', 'No', '0 living here, 4 free']));
  });

  it("shows the server's word on a room's number beside the field", async () => {
    const refused = { errors: [new GraphQLError('GH-1 already has a room 102.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'number', message: 'GH-1 already has a room 102.' }] } })] };
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([R102]), { request: { query: ADD_ROOM, variables: { hostelId: GH1.id, input: { number: 102, floor: 0, type: 'DOUBLE', accessible: false } } }, result: refused }]);
    await screen.findByRole('table', { name: 'Rooms on the 1st floor' });
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a room to GH-1' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Room number' }), '102');
    await user.click(within(dialog).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Room number' })).toHaveAccessibleDescription('GH-1 already has a room 102.'));
  });

  it('refuses to take an occupied room out of service, naming who lives there', async () => {
    const tried = vi.fn(() => occupied(ASHA_IN));
    const { user } = renderRoute(PATH, [
      viewer(),
      inventory([GH1]),
      rooms([R102]),
      { request: { query: SET_ROOM_IN_SERVICE, variables: { roomId: R102.id, inService: false, reason: 'Leaking roof' } }, result: tried },
      {
        request: { query: ROOM_OCCUPANTS, variables: { roomId: R102.id } },
        result: { data: { roomOccupants: [occupant(1, 's1', 'Asha Patil', 'ENR1'), occupant(2, 's2', 'Neha Rao', 'ENR2', true)] } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Rooms on the 1st floor' });
    await user.click(within(rowOf(table, 102)).getByRole('button', { name: 'Take out of service: room 102' }));
    const dialog = screen.getByRole('dialog', { name: 'Take room 102 out of service' });
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Give a reason.');
    expect(tried).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leaking roof');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ASHA_IN);
    const people = await within(dialog).findByRole('list', { name: 'In room 102' });
    expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bed 1: Asha Patil (ENR1)', 'Bed 2: Neha Rao (ENR2), held for their waitlist offer']);
    expect(within(people).getByRole('link', { name: 'Asha Patil (ENR1)' })).toHaveAttribute('href', '/adminpage/students/s1');
    expect(within(dialog).getByRole('link', { name: 'Find them on the Students page' })).toHaveAttribute('href', '/adminpage/students?q=GH-1%20102');
    expect(tried).toHaveBeenCalledTimes(1);
  });

  it('takes an empty room out of service with its reason, then back in', async () => {
    const out = room(2, { floor: 0, inService: false, outOfServiceReason: 'Painting', freeBeds: 0 });
    const { user } = renderRoute(PATH, [
      viewer(),
      inventory([GH1], 3),
      rooms([room(2, { floor: 0 })]),
      { request: { query: SET_ROOM_IN_SERVICE, variables: { roomId: 'r-2', inService: false, reason: 'Painting' } }, result: { data: { setRoomInService: out } } },
      rooms([out]),
      { request: { query: SET_ROOM_IN_SERVICE, variables: { roomId: 'r-2', inService: true } }, result: { data: { setRoomInService: room(2, { floor: 0 }) } } },
      rooms([room(2, { floor: 0 })]),
    ]);
    const table = await screen.findByRole('table', { name: 'Rooms on the ground floor' });
    await user.click(within(rowOf(table, 2)).getByRole('button', { name: 'Take out of service: room 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Take room 2 out of service' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Painting');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(await screen.findByText('Room 2 is out of service: Painting')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(rowOf(table, 2)).getAllByRole('cell')[6]).toHaveTextContent('Out of servicePainting'));

    await user.click(within(rowOf(table, 2)).getByRole('button', { name: 'Put back in service: room 2' }));
    expect(await screen.findByText('Room 2 is back in service.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(rowOf(table, 2)).getAllByRole('cell')[6]).toHaveTextContent('In service'));
  });

  it('refuses a smaller type than its occupants, naming them', async () => {
    const { user } = renderRoute(PATH, [
      viewer(),
      inventory([GH1]),
      rooms([R102]),
      { request: { query: UPDATE_ROOM, variables: { roomId: R102.id, changes: { type: 'SINGLE' } } }, result: occupied("Room 102 has 2 people in it, more than a Single room's one bed: Asha Patil (ENR1) in bed 1, Ravi Kumar in bed 2. Move them to another room first.") },
      { request: { query: ROOM_OCCUPANTS, variables: { roomId: R102.id } }, result: { data: { roomOccupants: [occupant(1, 's1', 'Asha Patil', 'ENR1'), occupant(2, 's3', 'Ravi Kumar', null)] } } },
    ]);
    const table = await screen.findByRole('table', { name: 'Rooms on the 1st floor' });
    await user.click(within(rowOf(table, 102)).getByRole('button', { name: 'Change room 102' }));
    const dialog = screen.getByRole('dialog', { name: 'Change room 102' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Single (1 bed)');
    await user.click(within(dialog).getByRole('button', { name: 'Save room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Room 102 has 2 people in it, more than a Single room's one bed");
    const people = await within(dialog).findByRole('list', { name: 'In room 102' });
    expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bed 1: Asha Patil (ENR1)', 'Bed 2: Ravi Kumar']);
  });

  it("says the server's sentence when a gender change is refused", async () => {
    const GENDER_REFUSED = 'GH-1 cannot change gender while 2 people are in its rooms (Asha Patil (ENR1) in room 102, Neha Rao (ENR2) in room 102). It can once it is empty.';
    const { user } = renderRoute(PATH, [
      viewer(),
      inventory([GH1]),
      rooms([]),
      {
        request: { query: UPDATE_HOSTEL, variables: { hostelId: GH1.id, changes: { gender: 'MALE' } } },
        result: { errors: [new GraphQLError(GENDER_REFUSED, { extensions: { code: 'HOSTEL_OCCUPIED', fields: [{ field: 'gender', message: 'The hostel is not empty.' }] } })] },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Details of GH-1' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue("Girls' Hostel 1");
    expect(within(form).getByRole('textbox', { name: 'Amenities (separated by commas)' })).toHaveValue('Wi-Fi, Laundry');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'Male');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    // The sentence says why (and names who); the field says which.
    expect(await within(form).findByText(GENDER_REFUSED)).toHaveAttribute('role', 'alert');
    expect(within(form).getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('The hostel is not empty.');
  });

  it('asks before retiring the hostel, and lists what stands in the way when refused', async () => {
    const sentence = 'GH-1 cannot be retired while 1 person is in its rooms (Asha Patil (ENR1) in room 102), 3 room requests are pending and 1 student waits in its line.';
    const refused = vi.fn(() => ({ errors: [new GraphQLError(sentence, { extensions: { code: 'HOSTEL_OCCUPIED', fields: [{ field: 'hostelId', message: 'The hostel is not empty.' }] } })] }));
    const { user } = renderRoute(PATH, [viewer(), inventory([GH1]), rooms([]), { request: { query: RETIRE_HOSTEL, variables: { hostelId: GH1.id } }, result: refused }]);
    await user.click(await screen.findByRole('button', { name: 'Retire hostel' }));
    let dialog = screen.getByRole('dialog', { name: 'Retire GH-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refused).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retire hostel' }));
    dialog = screen.getByRole('dialog', { name: 'Retire GH-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire hostel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
    // Still open, to try again once they have moved.
    expect(within(dialog).getByRole('button', { name: 'Retire hostel' })).toBeEnabled();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('says so when no hostel has the code', async () => {
    renderRoute('/adminpage/hostels/XX-9', [viewer(), inventory([GH1])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hostel not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to hostels' })).toHaveAttribute('href', '/adminpage/hostels');
  });
});
