import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'web-kit/testing';
import { noSelection } from '../../testing/my-selection-fixtures';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('shows the welcome, the tagline, the three feature cards and the closing line', () => {
    renderScreen(<DashboardPage />, { mocks: noSelection() });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Hostel Management' })).toBeInTheDocument();
    expect(
      screen.getByText('Simplifying hostel life with quick allotments and instant outpass approvals—right at your fingertips!'),
    ).toBeInTheDocument();
    const cards = [
      ['Quick Outpass', 'Generate outpass requests instantly and get quick approvals from wardens.'],
      ['Room Booking', 'Easy room selection and instant booking.'],
      ['Room Management', 'Real-time availability updates.'],
    ];
    for (const [title, text] of cards) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(text!)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'Experience hassle-free hostel management with our digital solutions. Get started by selecting one of the options above.',
      ),
    ).toBeInTheDocument();
  });

  it('Generate Outpass goes to /outpass', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />, { mocks: noSelection() });
    await user.click(screen.getByRole('button', { name: 'Generate Outpass' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/outpass');
  });

  it('Book Room goes to /selection', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />, { mocks: noSelection() });
    await user.click(screen.getByRole('button', { name: 'Book Room' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/selection');
  });
});
