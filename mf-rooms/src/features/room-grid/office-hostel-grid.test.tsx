import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contextMock, hostel, officeRooms, outOfService, room, roomsMock, stateMock } from '../../testing/fixtures';
import { renderRooms } from '../../testing/render-rooms';
import type { GridHostel, GridRoom } from './room-grid.operations';
import { RoomGridPage } from './room-grid-page';

/** A hostel the office made: a girls' code past the spec's three, 60 rooms on floors 1-4. */
const GH9 = hostel('GH-9', { firstFloor: 1, floors: 4 });

function renderHostel(info: GridHostel = GH9, rooms: GridRoom[] = officeRooms(), path = `/allotment${info.name}`) {
  return renderRooms(<RoomGridPage hostel={info.name} />, { mocks: [contextMock([info]), roomsMock(info.name, rooms), stateMock()], path });
}

const floorButtons = () => within(screen.getByRole('group', { name: 'Floor' })).getAllByRole('button');
/** The rooms drawn, by number, in the order a reader meets them. */
const roomsShown = () => screen.queryAllByRole('button', { name: /^Room \d+,/ }).map((b) => Number(/^Room (\d+),/.exec(b.getAttribute('aria-label') ?? '')?.[1]));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a hostel the office made', () => {
  it('has its own floors, named past the 3rd, each with its own rooms: all 60 within reach', async () => {
    const user = userEvent.setup();
    renderHostel();
    await screen.findByRole('button', { name: 'Room 1, Double, 2 beds free' });
    expect(floorButtons().map((b) => b.textContent)).toEqual(['1st Floor', '2nd Floor', '3rd Floor', '4th Floor']);
    const reached: number[] = [];
    for (const [i, name] of ['1st Floor', '2nd Floor', '3rd Floor', '4th Floor'].entries()) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('location')).toHaveTextContent(`/allotmentGH-9?floor=${i + 1}`);
      // Rooms 1-60, 15 to a floor by their own `floor`: numbers that say nothing of it.
      expect(roomsShown()).toEqual(range(15 * i + 1, 15 * i + 15));
      expect(screen.getByText(`${name}: 15 of 15 rooms have a free bed.`)).toBeInTheDocument();
      reached.push(...roomsShown());
    }
    expect(reached).toEqual(range(1, 60));
    // Laid out by its rooms, not by GH-1's 18-room plan: blocks of five on two wings.
    expect(within(screen.getByRole('group', { name: 'Left wing' })).getAllByRole('button')).toHaveLength(8);
    expect(within(screen.getByRole('group', { name: 'Right wing' })).getAllByRole('button')).toHaveLength(7);
    expect(screen.getByRole('list', { name: 'Legend' })).not.toHaveTextContent('Out of service');
  });

  it('says a floor with no room yet has none', async () => {
    const user = userEvent.setup();
    renderHostel({ ...GH9, floors: 5 });
    await user.click(await screen.findByRole('button', { name: '5th Floor' }));
    expect(screen.getByText('There are no rooms on the 5th Floor yet.')).toBeInTheDocument();
    expect(roomsShown()).toEqual([]);
  });

  it('shows a hostel with no room at all its floors, each saying so', async () => {
    renderHostel(hostel('NH-1', { gender: 'MALE', bookingMode: 'INSTANT', firstFloor: 0, floors: 3 }), []);
    expect(await screen.findByText('There are no rooms on the Ground Floor yet.')).toBeInTheDocument();
    expect(floorButtons().map((b) => b.textContent)).toEqual(['Ground Floor', '1st Floor', '2nd Floor']);
    // Who lives there and how it books come from the hostel, not from its code.
    expect(screen.getByText("Boys' hostel: choose a room and it is yours at once.")).toBeInTheDocument();
  });

  it('draws Triples and Quads with their type, and their capacity and free beds in Room Details', async () => {
    const user = userEvent.setup();
    const info = hostel('NH-2', { gender: 'MALE', bookingMode: 'APPROVAL', firstFloor: 1, floors: 1 });
    renderHostel(info, [room(1, { floor: 1, type: 'TRIPLE', freeBeds: 2 }), room(2, { floor: 1, type: 'QUAD' }), room(3, { floor: 1, type: 'TRIPLE', freeBeds: 0 })]);
    expect(await screen.findByRole('button', { name: 'Room 2, Quad, 4 beds free' })).toHaveTextContent('Quad');
    expect(screen.getByRole('button', { name: 'Room 3, Triple, Full' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Room 1, Triple, 2 beds free' }));
    const dialog = screen.getByRole('dialog', { name: 'Room Details' });
    const facts = Object.fromEntries(within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ 'Room Type': 'Triple', 'Free beds': '2 of 3', Floor: '1st Floor' });
    expect(within(dialog).queryByRole('button', { name: 'Request Roommate' })).not.toBeInTheDocument();
  });

  it('draws a room out of service as not bookable, its reason in words and in its name, whatever its beds say', async () => {
    const user = userEvent.setup();
    renderHostel(GH9, officeRooms().map((r) => (r.number === 5 ? outOfService(5, 'Maintenance: plumbing', { floor: 1 }) : r)));
    const tile = await screen.findByRole('button', { name: 'Room 5, Double, Out of service: Maintenance: plumbing' });
    expect(tile).toBeDisabled();
    expect(tile).toHaveTextContent('Out of service');
    await user.click(tile);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1st Floor: 14 of 15 rooms have a free bed. 1 is out of service.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Out of service on the 1st Floor' })).getByRole('listitem')).toHaveTextContent('Room 5: Maintenance: plumbing');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Out of service (grey, hatched): not bookable');
  });

  it('shows a room the office adds as it is added, on a floor it adds too, and drops one it retires', async () => {
    const user = userEvent.setup();
    const { push } = renderHostel();
    await screen.findByRole('button', { name: 'Room 1, Double, 2 beds free' });

    act(() => push({ data: { roomChanges: [room(1, { floor: 1, retired: true })] } }, 'RoomGridChanges'));
    await screen.findByText('1st Floor: 14 of 14 rooms have a free bed.');
    expect(roomsShown()).toEqual(range(2, 15));

    act(() => push({ data: { roomChanges: [room(61, { floor: 1, type: 'TRIPLE' }), room(62, { floor: 5 })] } }, 'RoomGridChanges'));
    expect(await screen.findByRole('button', { name: 'Room 61, Triple, 3 beds free' })).toBeEnabled();
    expect(screen.getByText('1st Floor: 15 of 15 rooms have a free bed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5th Floor' }));
    expect(roomsShown()).toEqual([62]);
    expect(floorButtons()).toHaveLength(5);
  });
});
