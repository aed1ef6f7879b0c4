import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from 'ui';
import { Guard, SessionProvider, useSession } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, renderScreen, SESSION_ME, type Mock } from 'web-kit/testing';
import type { ShellSignupMutationVariables } from '../../gql/graphql';
import { SIGNUP } from './auth.operations';
import { INVITATION_GONE, INVITED, ROSTER_ONLY, SignupPage } from './signup-page';
import { CAMPUS_SETTINGS, ROSTER_INVITATION } from './signup.operations';

// Issue 42: a campus whose signup may be for the hostel office's roster only.
const NOT_ON_ROSTER = "Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.";
const OTHER_EMAIL = 'This email is not the one the hostel office has for your enrollment ID.';
const USED = 'This invitation link is invalid, used or expired. Ask the hostel office for a new one.';
const token = 'kq3V9s-invite-token-from-the-mail';
const meera = { name: 'Meera Nair', email: 'meera@campus.test', enrollmentId: 'ENR900' };
const input = { ...meera, password: 'meera-pass-1', gender: 'FEMALE' as const };

const signupMode = (mode: 'OPEN' | 'ROSTER', answered = () => {}): Mock => ({
  request: { query: CAMPUS_SETTINGS },
  result: () => (answered(), { data: { campusSettings: { __typename: 'CampusSettings', signupMode: mode } } }),
});
const invitation = (answer: object | null): Mock => ({
  request: { query: ROSTER_INVITATION, variables: { token } },
  result: { data: { rosterInvitation: answer && { __typename: 'RosterInvitation', ...answer } } },
});
const signedUp = (variables: ShellSignupMutationVariables): Mock => ({ request: { query: SIGNUP, variables }, result: { data: { signup: { __typename: 'User', id: 'n1', role: 'STUDENT' } } } });
const refused = (variables: ShellSignupMutationVariables, message: string, code: string, fields: { field: string; message: string }[]): Mock => ({
  request: { query: SIGNUP, variables },
  result: { errors: [new GraphQLError(message, { extensions: { code, fields } })] },
});

/** The whole address, fragment too (WhereAmI shows the path and query). */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{pathname + search + hash}</output>;
}

async function fillPlainForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), meera.name);
  await user.type(screen.getByLabelText('Email'), meera.email);
  await user.type(screen.getByLabelText('Enrollment ID'), meera.enrollmentId);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

describe('signup on a roster-only campus', () => {
  it("says who may sign up, without holding the form for it", async () => {
    renderScreen(<SignupPage />, { path: '/signup', mocks: [signupMode('ROSTER')] });
    // The form is there before the campus answers: the server decides, not this sentence.
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.queryByText(ROSTER_ONLY)).not.toBeInTheDocument();
    expect(await screen.findByText(ROSTER_ONLY)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  it('in open mode is the signup it was: no sentence, no invitation sent', async () => {
    let asked = false;
    renderScreen(<SignupPage />, { path: '/signup', mocks: [signupMode('OPEN', () => (asked = true)), signedUp({ input })] });
    await waitFor(() => expect(asked).toBe(true));
    await fillPlainForm();
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
    expect(screen.queryByText(ROSTER_ONLY)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // signed in at once: no modal to close, no /login
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['in the fragment, as the office mails it', `/signup#invite=${token}`],
    ['in the query', `/signup?invite=${token}`],
  ])("fills in an invitation's roster fields, read-only, and sends the invitation (link %s)", async (_, at) => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <SignupPage />
        <Address />
      </>,
      { at, mocks: [signupMode('ROSTER'), invitation({ ...meera, gender: 'FEMALE' }), signedUp({ input, invite: token })] },
    );
    expect(await screen.findByText(INVITED)).toBeInTheDocument();
    expect(screen.queryByText(ROSTER_ONLY)).not.toBeInTheDocument();
    const roster = { 'Full name': meera.name, Email: meera.email, 'Enrollment ID': meera.enrollmentId, Gender: 'Female' };
    for (const [label, value] of Object.entries(roster)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveValue(meera.email);
    // The token leaves the address bar (and the history) once read.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/signup$/);
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
  });

  it('signs an invited student in at once too, the form kept while the used invitation is read again', async () => {
    const user = userEvent.setup();
    const me = (who: { id: string; name: string } | null): Mock => ({
      request: { query: SESSION_ME },
      result: { data: { me: who && { __typename: 'User', email: meera.email, role: 'STUDENT', ...who }, officeTimeZone: 'Asia/Kolkata' } },
    });
    function Home() {
      return <p>Home of {useSession().user?.name ?? 'nobody'}</p>;
    }
    // Asked again as the new session re-reads the screen, the used invitation would answer none a
    // moment later: the page must neither wait on it, nor say it expired, on its way in.
    const usedNow = { ...invitation(null), delay: 100 };
    const mocks = [me(null), signupMode('ROSTER'), invitation({ ...meera, gender: 'FEMALE' }), signedUp({ input, invite: token }), me({ id: 'n1', name: meera.name }), usedNow];
    render(
      <GraphQLProvider client={mockedClient(mocks)}>
        <UiProvider>
          <SessionProvider>
            <MemoryRouter initialEntries={[`/signup#invite=${token}`]}>
              <Routes>
                <Route path="/signup" element={<SignupPage />} />
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
    expect(await screen.findByText(INVITED)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(`Home of ${meera.name}`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(INVITATION_GONE)).not.toBeInTheDocument();
  });

  it('says when an invitation has expired or was used, and offers the plain form', async () => {
    renderScreen(<SignupPage />, { at: `/signup#invite=${token}`, mocks: [signupMode('OPEN'), invitation(null), signedUp({ input })] });
    expect(await screen.findByText(INVITATION_GONE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    await fillPlainForm(); // answered only without the invitation
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
  });

  it.each([
    ['Enrollment ID', NOT_ON_ROSTER, [{ field: 'enrollmentId', message: NOT_ON_ROSTER }]],
    ['Email', OTHER_EMAIL, [{ field: 'email', message: OTHER_EMAIL }]],
  ])("shows NOT_ON_ROSTER at the form's top and beside %s, moves focus there, and loses nothing typed", async (label, sentence, fields) => {
    renderScreen(<SignupPage />, { path: '/signup', mocks: [signupMode('ROSTER'), refused({ input }, sentence, 'NOT_ON_ROSTER', fields)] });
    const user = await fillPlainForm();
    const [top, beside] = await screen.findAllByText(sentence);
    // At the top of the form, read out where focus lands; no modal hides the form.
    expect(top!.closest('form')?.firstElementChild).toContainElement(top!);
    expect(document.activeElement).toContainElement(top!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Signup failed/)).not.toBeInTheDocument();
    // Beside the field named.
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(sentence);
    expect(beside).toBeInTheDocument();
    for (const [field, value] of Object.entries({ 'Full name': meera.name, Email: meera.email, 'Enrollment ID': meera.enrollmentId, Gender: 'Female', Password: input.password })) {
      expect(screen.getByLabelText(field)).toHaveValue(value);
    }
    // Correcting the field takes the refusal away, at the top too.
    await user.type(screen.getByLabelText(label), 'x');
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  });

  it('drops an invitation the signup finds used, keeping the form as filled, and signs up without it', async () => {
    renderScreen(<SignupPage />, {
      path: '/signup',
      at: `/signup#invite=${token}`,
      mocks: [signupMode('ROSTER'), invitation({ ...meera, gender: 'FEMALE' }), refused({ input, invite: token }, USED, 'BAD_USER_INPUT', [{ field: 'invite', message: USED }]), signedUp({ input })],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), input.password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(USED)).toBeInTheDocument();
    expect(document.activeElement).toContainElement(screen.getByText(USED));
    expect(screen.getByLabelText('Email')).toHaveValue(meera.email);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveValue(input.password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
  });
});
