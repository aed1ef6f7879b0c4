import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from 'web-kit/testing';
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

  it('creates the account by itself when the server is too busy, after the seconds it asked, with no second press', async () => {
    const busy = 'Many people are using DormSpace right now. Please try again in a moment.';
    const sent: number[] = [];
    const answer = (result: object) => ({ request: { query: SIGNUP, variables: { input } }, result: () => (sent.push(Date.now()), result) });
    renderScreen(<SignupPage />, {
      path: '/signup',
      mocks: [
        answer({ errors: [new GraphQLError(busy, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 } })] }),
        answer({ data: { signup: { __typename: 'User', id: 'n1' } } }),
      ],
    });
    await fill();
    expect(await screen.findByText('Busy, creating your account…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Signup successful!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(1000); // the Retry-After, honoured
    expect(screen.queryByText(/Signup failed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Busy, creating your account…')).not.toBeInTheDocument();
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
    // Focus lands on the field to correct, not on the page's body.
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // Correcting the field clears its error at once.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('An account with this email already exists.')).not.toBeInTheDocument();
  });

  it('makes the student choose a gender: no default, a clear error, nothing sent', async () => {
    const user = userEvent.setup();
    renderScreen(<SignupPage />, { path: '/signup' }); // no mocks: anything sent would fail loudly
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('');
    await user.type(screen.getByLabelText('Username'), input.name);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please choose your gender: it decides which hostels you can book.')).toBeInTheDocument();
    // In the red of every form's errors, not the panel's quiet grey.
    expect(screen.getByText('Please choose your gender: it decides which hostels you can book.')).toHaveStyle({ color: 'rgb(185, 28, 28)' });
    expect(gender).toHaveAttribute('aria-invalid', 'true');
    expect(gender).toHaveFocus();
    expect(screen.queryByText(/Signup failed/)).not.toBeInTheDocument();
    await user.selectOptions(gender, 'Male');
    expect(gender).not.toHaveAttribute('aria-invalid', 'true');
  });
});
