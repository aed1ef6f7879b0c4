import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { Mock } from 'web-kit/testing';
import { LOGIN } from './auth.operations';
import { COMPLETE_SIGN_IN, type SecondStep } from './second-factor.operations';
import { renderLoginPage, sessionMe } from './test-utils-login';

// The browser's WebAuthn prompt (the real one runs in Chromium's virtual authenticator, e2e/src/passkey.test.ts),
// as plain functions, not vi.fn: a vi.fn's rejection can be reported as the test's own failure even when the screen catches it.
const prompts: unknown[] = [];
let prompt: () => Promise<unknown> = () => Promise.reject(new Error('no prompt expected'));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (options: unknown) => {
    prompts.push(options);
    return prompt();
  },
}));

const credentials = { email: 'admin@dormspace.local', password: 'admin-pass-123' };
const admin = { __typename: 'User', id: 'a1', role: 'ADMIN' };
const adminMe = { id: 'a1', role: 'ADMIN' };
const me = (user: { id: string; role: string } | null) => sessionMe(user, credentials.email);
const secondStep = (methods: string[], passkeyOptions: string | null = null): Mock => ({
  request: { query: LOGIN, variables: credentials },
  result: { errors: [new GraphQLError('Confirm it is you with your passkey or a code.', { extensions: { code: 'SECOND_FACTOR_REQUIRED', secondFactor: { challenge: 'ch-1', methods, passkeyOptions, expiresAt: '2026-11-29T10:05:00Z' } satisfies SecondStep } })] },
});
const complete = (variables: Record<string, unknown>, result: object): Mock => ({ request: { query: COMPLETE_SIGN_IN, variables: { challenge: 'ch-1', ...variables } }, result });

function renderLogin(mocks: readonly Mock[], navigate = vi.fn()) {
  renderLoginPage([me(null), ...mocks], navigate);
  return navigate;
}

/** Email and password typed and sent with the keyboard alone. */
async function signIn(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), `${credentials.password}{Enter}`);
}

describe('a staff login with a second factor', () => {
  beforeEach(() => {
    localStorage.clear();
    prompts.length = 0;
  });

  it('asks for the code after the password, and goes in only once the code is accepted', async () => {
    const navigate = renderLogin([secondStep(['totp', 'recovery']), complete({ code: '123456' }, { data: { completeSignIn: admin } }), me(adminMe)]);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    // The keyboard carries on where the password form was: the code field has the focus.
    await vi.waitFor(() => expect(screen.getByLabelText('Code from your authenticator app, or a recovery code')).toHaveFocus());
    await userEvent.setup().keyboard('123456{Enter}');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
  });

  it("shows the gateway's refusal of a wrong code and stays on the step", async () => {
    const navigate = renderLogin([secondStep(['totp', 'recovery']), complete({ code: '000000' }, { errors: [new GraphQLError('That did not prove it is you. Try your passkey again, or enter a current code.', { extensions: { code: 'UNAUTHENTICATED' } })] })]);
    await signIn();
    await userEvent.setup().type(await screen.findByLabelText(/authenticator app/), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not prove it is you.');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("sends the passkey's answer to the gateway", async () => {
    const options = { challenge: 'abc', rpId: 'localhost', allowCredentials: [] };
    prompt = () => Promise.resolve({ id: 'cred-1', type: 'public-key' });
    const navigate = renderLogin([secondStep(['passkey', 'recovery'], JSON.stringify(options)), complete({ passkey: JSON.stringify({ id: 'cred-1', type: 'public-key' }) }, { data: { completeSignIn: admin } }), me(adminMe)]);
    await signIn();
    expect(await screen.findByLabelText('Recovery code')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Use your passkey' })).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    await vi.waitFor(() => expect(prompts).toEqual([{ optionsJSON: options }]));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
  });

  it('says so when the passkey prompt is dismissed, and offers the code instead', async () => {
    prompt = () => Promise.reject(new DOMException('The operation was aborted.', 'NotAllowedError'));
    renderLogin([secondStep(['passkey', 'recovery'], '{"challenge":"abc"}')]);
    await signIn();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used. Try again, or enter a code.');
  });
});
