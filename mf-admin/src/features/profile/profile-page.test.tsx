import { screen } from '@testing-library/react';
import { renderRoute } from '../../test-utils/render-route';
import { ADMIN_PROFILE } from './profile.operations';

describe('admin profile', () => {
  it('shows the admin details read-only', async () => {
    renderRoute('/adminpage/profile', [
      {
        request: { query: ADMIN_PROFILE },
        result: {
          data: {
            me: { __typename: 'User', id: 'u1', name: 'Priya Nair', email: 'warden@campus.edu', address: 'Admin Block, Campus', phoneNumber: '9123456780', dob: '1985-07-09' },
          },
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeInTheDocument();
    const value = async (label: string) => (await screen.findByText(label)).nextElementSibling;
    expect(await value('Name')).toHaveTextContent('Priya Nair');
    expect(await value('Email')).toHaveTextContent('warden@campus.edu');
    expect(await value('Address')).toHaveTextContent('Admin Block, Campus');
    expect(await value('Contact Number')).toHaveTextContent('9123456780');
    expect(await value('Date of Birth')).toHaveTextContent('9 July 1985');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|edit/i })).not.toBeInTheDocument();
  });
});
