import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'web-kit/testing';
import { LocalProfilePage } from './local-profile-page';

describe('LocalProfilePage', () => {
  afterEach(() => localStorage.clear());

  it('loads what this browser holds and saves the edits there', async () => {
    const user = userEvent.setup();
    localStorage.setItem('username', 'asha');
    localStorage.setItem('email', 'asha@uni.edu');
    localStorage.setItem('address', 'Hill Road');
    localStorage.setItem('phone', '123');
    localStorage.setItem('dob', 'spring 2003');
    renderScreen(<LocalProfilePage />, { at: '/admin' });
    expect(screen.getByText('Saved in this browser only.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('asha');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'anything at all');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
    expect(localStorage.getItem('address')).toBe('anything at all');
    expect(localStorage.getItem('dob')).toBe('spring 2003');
  });

  it('refuses empty fields and stores nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<LocalProfilePage />, { at: '/admin' });
    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Email cannot be empty.')).toBeInTheDocument();
    expect(screen.queryByText('Username cannot be empty.')).not.toBeInTheDocument();
    expect(localStorage.getItem('username')).toBeNull();
  });
});
