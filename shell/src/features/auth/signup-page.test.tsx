import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'ui';
import { Guard, SessionProvider, useSession } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, renderScreen, SESSION_ME } from 'web-kit/testing';
import { SIGNUP } from './auth.operations';
import { SignupPage } from './signup-page';

const input = { name: 'Meera Nair', email: 'meera@campus.test', password: 'meera-pass-1', gender: 'FEMALE', enrollmentId: 'ENR900', dob: '2004-03-02' };

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), input.name);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Enrollment ID'), input.enrollmentId);
  await user.type(screen.getByLabelText('Date of birth'), input.dob);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

const signedUp = { data: { signup: { __typename: 'User', id: 'n1', role: 'STUDENT' } } };
const me = (user: { id: string; name: string } | null) => ({
  request: { query: SESSION_ME },
  result: { data: { me: user && { __typename: 'User', email: input.email, role: 'STUDENT', ...user }, officeTimeZone: 'Asia/Kolkata' } },
});
/** A stand-in for the student's home: who the session says is signed in. */
function Home() {
  return <p>Home of {useSession().user?.name ?? 'nobody'}</p>;
}

describe('signup', () => {
  beforeEach(() => localStorage.clear());

  it('signs the new student in at once: no modal, no login page, the home shown under the new session', async () => {
    render(
      <GraphQLProvider client={mockedClient([me(null), { request: { query: SIGNUP, variables: { input } }, result: signedUp }, me({ id: 'n1', name: input.name })])}>
        <UiProvider>
          <SessionProvider>
            <MemoryRouter initialEntries={['/signup']}>
              <Routes>
                <Route path="/signup" element={<SignupPage />} />
                <Route path="/login" element={<p>The login page</p>} />
                <Route
                  path="/"
                  element={
                    <Guard guard="session">
                      <Home />
                    </Guard>
                  }
                />
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </UiProvider>
      </GraphQLProvider>,
    );
    await fill();
    expect(await screen.findByText(`Home of ${input.name}`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Signup successful!')).toBeInTheDocument(); // a toast on the way in
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('The login page')).not.toBeInTheDocument();
    expect(localStorage.getItem('user')).toBe('n1');
    expect(localStorage.getItem('role')).toBe('student');
  });

  it("calls the spec's username what it holds: the student's full name", () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('Full name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('creates the account by itself when the server is too busy, after the seconds it asked, with no second press', async () => {
    const busy = 'Many people are using DormSpace right now. Please try again in a moment.';
    const sent: number[] = [];
    const answer = (result: object) => ({ request: { query: SIGNUP, variables: { input } }, result: () => (sent.push(Date.now()), result) });
    renderScreen(<SignupPage />, {
      path: '/signup',
      mocks: [
        answer({ errors: [new GraphQLError(busy, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 } })] }),
        answer(signedUp),
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

  it('shows a short password only beside the field, with no modal over it, and focus there', async () => {
    const message = 'Password must be at least 8 characters.';
    const error = new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', message }] } });
    renderScreen(<SignupPage />, { path: '/signup', mocks: [{ request: { query: SIGNUP, variables: { input } }, result: { errors: [error] } }] });
    await fill();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    // Focus moves in the effect after the message is drawn: on a loaded machine, a moment later.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Signup failed/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it("keeps the spec's 'Signup failed: …' modal for a refusal that names no field", async () => {
    const error = new GraphQLError('The hostel office has closed signup for now.', { extensions: { code: 'FORBIDDEN' } });
    renderScreen(<SignupPage />, { path: '/signup', mocks: [{ request: { query: SIGNUP, variables: { input } }, result: { errors: [error] } }] });
    const user = await fill();
    expect(await screen.findByText('Signup failed: The hostel office has closed signup for now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it("shows the field's message where it is to be corrected, and stays", async () => {
    const error = new GraphQLError('An account with this email already exists.', {
      extensions: { code: 'CONFLICT', fields: [{ field: 'email', message: 'An account with this email already exists.' }] },
    });
    renderScreen(<SignupPage />, { path: '/signup', mocks: [{ request: { query: SIGNUP, variables: { input } }, result: { errors: [error] } }] });
    const user = await fill();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    // Focus lands on the field to correct, not on the page's body (in the effect after the message is drawn).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
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
    await user.type(screen.getByLabelText('Full name'), input.name);
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
