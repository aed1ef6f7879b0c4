import { screen, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { HOSTELS } from './room-inquiry.operations';

const hostel = (id: string, name: string, gender: 'MALE' | 'FEMALE', figures: [number, number, number, number, number]) => ({
  __typename: 'Hostel',
  id,
  name,
  gender,
  totalRooms: figures[0],
  availableRooms: figures[1],
  bookedRooms: figures[2],
  singleRooms: figures[3],
  doubleRooms: figures[4],
  amenities: ['Wi-Fi', 'Mess'],
});

const HOSTELS_MOCK: Mock = {
  request: { query: HOSTELS },
  result: { data: { hostels: [hostel('h1', 'GH-1', 'FEMALE', [36, 30, 6, 12, 24]), hostel('h2', 'BH-1', 'MALE', [70, 65, 5, 24, 46])] } },
};

describe('room inquiry', () => {
  it('shows a card per hostel', async () => {
    renderRoute('/adminpage/roominquiry', [HOSTELS_MOCK]);
    expect(screen.getByRole('heading', { level: 1, name: 'Available Hostels' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'GH-1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'BH-1' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /View Details/ })).toHaveLength(2);
  });

  it('View Details opens a dialog with the hostel figures; Escape closes it', async () => {
    const { user } = renderRoute('/adminpage/roominquiry', [HOSTELS_MOCK]);
    await user.click(await screen.findByRole('button', { name: 'View Details of BH-1' }));

    const dialog = screen.getByRole('dialog', { name: 'BH-1' });
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(figure('Total Rooms')).toHaveTextContent('70');
    expect(figure('Available')).toHaveTextContent('65');
    expect(figure('Booked Rooms')).toHaveTextContent('5');
    expect(figure('Single Rooms')).toHaveTextContent('24');
    expect(figure('Double Rooms')).toHaveTextContent('46');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
