import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SelectionPage } from './selection-page';
import { HOSTELS, type HostelSummary } from './selection.operations';

const hostel = (id: string, name: string, availableRooms: number, amenities: string[]): HostelSummary & { __typename: string } => ({
  __typename: 'Hostel',
  id,
  name,
  gender: 'FEMALE',
  bookingMode: 'INSTANT',
  totalRooms: 40,
  availableRooms,
  amenities,
});

const hostelsMock = (hostels: HostelSummary[]) => [{ request: { query: HOSTELS }, result: { data: { hostels } } }];

describe('SelectionPage', () => {
  it('lists the hostels and shows the chosen one with a link to its rooms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectionPage />, {
      path: '/selection',
      mocks: hostelsMock([hostel('h1', 'GH-1', 12, ['Wi-Fi', 'Laundry']), hostel('h2', 'GH-2', 0, [])]),
    });
    const select = await screen.findByLabelText('Hostel');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a hostel',
      'GH-1 (12 of 40 rooms free)',
      'GH-2 (0 of 40 rooms free)',
    ]);
    expect(screen.queryByRole('link', { name: 'Proceed with Selection' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'h1');
    expect(screen.getByRole('heading', { name: 'GH-1' })).toBeInTheDocument();
    expect(screen.getByText(/of 40 rooms available/)).toHaveTextContent('12 of 40 rooms available');
    expect(within(screen.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wi-Fi', 'Laundry']);
    expect(screen.getByRole('link', { name: 'Proceed with Selection' })).toHaveAttribute('href', '/allotmentGH-1');

    await user.selectOptions(select, 'h2');
    expect(screen.getByRole('link', { name: 'Proceed with Selection' })).toHaveAttribute('href', '/allotmentGH-2');
  });

  it('says so when there is no hostel for the student', async () => {
    renderWithProviders(<SelectionPage />, { path: '/selection', mocks: hostelsMock([]) });
    expect(await screen.findByText('No hostels available')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hostel')).not.toBeInTheDocument();
  });

  it('shows the dates and guidelines, mails support and toggles the FAQ', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectionPage />, { path: '/selection', mocks: hostelsMock([]) });
    for (const text of [
      'Application opens: July 1, 2024',
      'Deadline: July 15, 2024',
      'Move-in: August 1, 2024',
      'First-come, first-served',
      'Payments must be completed before move-in',
      'Room changes only in the first week',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:hostel-office@dormspace.local');
    const faq = screen.getByRole('button', { name: 'FAQ' });
    expect(faq).toHaveAttribute('aria-expanded', 'false');
    await user.click(faq);
    expect(faq).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Can I choose my roommate?')).toBeInTheDocument();
    await user.click(faq);
    expect(screen.queryByText('Can I choose my roommate?')).not.toBeInTheDocument();
  });
});
