import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-utils';
import { SIGNUP } from './auth.operations';
import { SignupPage } from './signup-page';

const input = { name: 'Meera Nair', email: 'meera@campus.test', password: 'meera-pass-1', gender: 'FEMALE', enrollmentId: 'ENR900', dob: '2004-03-02' };

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), input.name);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Enrollment ID'), input.enrollmentId);
  await user.type(screen.getByLabelText('Date of birth'), input.dob);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

describe('signup', () => {
  it("says 'Signup successful!' and Close goes to /login", async () => {
    renderScreen(<SignupPage />, {
      path: '/signup',
      mocks: [{ request: { query: SIGNUP, variables: { input } }, result: { data: { signup: { __typename: 'User', id: 'n1' } } } }],
    });
    const user = await fill();
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("shows 'Signup failed: …' and the field's message, and stays", async () => {
    const error = new GraphQLError('An account with this email already exists.', {
      extensions: { code: 'CONFLICT', fields: [{ field: 'email', message: 'An account with this email already exists.' }] },
    });
    renderScreen(<SignupPage />, { path: '/signup', mocks: [{ request: { query: SIGNUP, variables: { input } }, result: { errors: [error] } }] });
    const user = await fill();
    expect(await screen.findByText('Signup failed: An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
