import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { UiProvider } from 'ui';
import { RoomGrid } from './room-grid';
import { HOSTEL_ROOMS, ROOM_AVAILABILITY, type GridRoom } from './room-grid.operations';

const room = (number: number, over: Partial<GridRoom> = {}) => ({
  __typename: 'Room',
  id: `r${number}`,
  number,
  floor: Math.floor(number / 100),
  type: 'Double',
  capacity: 2,
  freeBeds: 2,
  isAvailable: true,
  ...over,
});

// With no live event to play, the subscription still needs a mock, or Apollo warns of a missing one.
const quiet = { data: { roomAvailability: room(999) } };

function renderGrid(subscriptionResults: { data: { roomAvailability: ReturnType<typeof room> } }[] = [quiet], error = false) {
  const mocks = [
    error
      ? { request: { query: HOSTEL_ROOMS, variables: { hostel: 'GH-1' } }, error: new Error('network down') }
      : { request: { query: HOSTEL_ROOMS, variables: { hostel: 'GH-1' } }, result: { data: { rooms: [room(1), room(2, { freeBeds: 0, isAvailable: false }), room(101, { type: 'Single', capacity: 1, freeBeds: 1 })] } } },
    ...subscriptionResults.map((result, i) => ({ request: { query: ROOM_AVAILABILITY, variables: { hostel: 'GH-1' } }, result, delay: 50 * (i + 1) })),
  ];
  render(
    <MockedProvider mocks={mocks}>
      <UiProvider>
        <RoomGrid hostel="GH-1" />
      </UiProvider>
    </MockedProvider>,
  );
}

describe('the room grid', () => {
  it('shows the rooms by floor, available ones apart from full ones', async () => {
    renderGrid();
    expect(await screen.findByRole('heading', { name: 'Ground Floor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1st Floor' })).toBeInTheDocument();
    expect(screen.getByTestId('room-1')).toHaveAttribute('data-available', 'true');
    expect(within(screen.getByTestId('room-2')).getByText(/Full/)).toBeInTheDocument();
    expect(screen.getByText('2 available')).toBeInTheDocument();
  });

  it('follows live availability without a reload', async () => {
    renderGrid([{ data: { roomAvailability: room(1, { freeBeds: 0, isAvailable: false }) } }]);
    await screen.findByTestId('room-1');
    await vi.waitFor(() => expect(screen.getByTestId('room-1')).toHaveAttribute('data-available', 'false'));
    expect(screen.getByText('1 available')).toBeInTheDocument();
  });

  it("says so when the rooms cannot be loaded", async () => {
    renderGrid([quiet], true);
    expect(await screen.findByText('Error: Failed to initialize. Please try again.')).toBeInTheDocument();
  });
});
