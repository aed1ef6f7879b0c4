import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { MUST_ENROL } from '../../layout/must-enrol';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { FINISH_PASSKEY, FINISH_TOTP, REMOVE_FACTOR, SIGN_IN_SECURITY, START_PASSKEY, START_TOTP } from './security.operations';

// The browser's WebAuthn prompt: the real one runs in Chromium's virtual authenticator (e2e/src/passkey.test.ts).
// Plain functions, not vi.fn: a vi.fn's rejection is reported as the test's own failure even when the screen catches it.
const prompts: unknown[] = [];
let prompt: () => Promise<unknown> = () => Promise.reject(new Error('no prompt expected'));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: (options: unknown) => {
    prompts.push(options);
    return prompt();
  },
}));

const CODES = Array.from({ length: 10 }, (_, i) => `0000000${i}-aaaaaaaa-bbbbbbbb-cccccccc`);
const app = { __typename: 'SecondFactor', id: 'f1', kind: 'TOTP', name: 'Authenticator app', createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null };
const security = (factors: object[], required = true) => ({ __typename: 'SignInSecurity', required, recoveryCodesLeft: factors.length ? 10 : 0, factors });
const viewer = (role = 'ADMIN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });
const mustEnrol = (factors: object[], required = true): Mock => ({ request: { query: MUST_ENROL }, result: { data: { mySignInSecurity: security(factors.map((f) => ({ ...f })), required) } }, maxUsageCount: 10 });
const page = (factors: object[], required = true): Mock => ({ request: { query: SIGN_IN_SECURITY }, result: { data: { mySignInSecurity: security(factors, required) } }, maxUsageCount: 10 });

beforeEach(() => {
  prompts.length = 0;
});

describe('Sign-in security', () => {
  it('sets up an authenticator app with the keyboard alone, then shows the ten recovery codes once', async () => {
    const { user } = renderRoute('/adminpage/security', [
      viewer(),
      mustEnrol([]),
      page([]),
      { request: { query: START_TOTP }, result: { data: { startTotpEnrolment: { __typename: 'TotpSetup', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/DormSpace:a', qrCode: 'data:image/png;base64,AAAA' } } } },
      { request: { query: FINISH_TOTP, variables: { code: '123456', name: null } }, result: { data: { finishTotpEnrolment: { __typename: 'FactorEnrolment', recoveryCodes: CODES, factors: security([app]) } } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
    expect(await screen.findByText(/Your account must have a second factor/)).toBeInTheDocument();
    const setUp = screen.getByRole('button', { name: 'Set up an authenticator app' });
    while (document.activeElement !== setUp) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the app');
    while (document.activeElement !== code) await user.tab();
    await user.keyboard('123456{Enter}');
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    // Focus is on the codes as they appear.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Your recovery codes'));
    expect(screen.queryByText(/Your account must have a second factor/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your second factors' })).getByText('Authenticator app')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}'); // "I have saved these codes"
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('lets an app being set up be put away unconfirmed', async () => {
    const { user } = renderRoute('/adminpage/security', [
      viewer(),
      mustEnrol([]),
      page([]),
      { request: { query: START_TOTP }, result: { data: { startTotpEnrolment: { __typename: 'TotpSetup', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/DormSpace:a', qrCode: 'data:image/png;base64,AAAA' } } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it("adds a passkey through the browser's prompt and sends its answer", async () => {
    const options = { challenge: 'abc', rp: { id: 'localhost', name: 'DormSpace' } };
    const answer = { id: 'cred-1', type: 'public-key', response: {} };
    prompt = () => Promise.resolve(answer);
    const passkey = { ...app, id: 'f2', kind: 'PASSKEY', name: 'Office laptop' };
    const { user } = renderRoute('/adminpage/security', [
      viewer(),
      mustEnrol([]),
      page([]),
      { request: { query: START_PASSKEY }, result: { data: { startPasskeyEnrolment: JSON.stringify(options) } } },
      { request: { query: FINISH_PASSKEY, variables: { response: JSON.stringify(answer), name: 'Office laptop' } }, result: { data: { finishPasskeyEnrolment: { __typename: 'FactorEnrolment', recoveryCodes: CODES, factors: security([passkey]) } } } },
    ]);
    await user.type(await screen.findByLabelText('Passkey name (optional)'), 'Office laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(prompts).toEqual([{ optionsJSON: options }]));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your second factors' })).getByText('Office laptop')).toBeInTheDocument();
  });

  it("says so when the passkey prompt is dismissed", async () => {
    // A prompt the user closed: the browser rejects.
    prompt = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const { user } = renderRoute('/adminpage/security', [viewer(), mustEnrol([]), page([]), { request: { query: START_PASSKEY }, result: { data: { startPasskeyEnrolment: '{"challenge":"abc"}' } } }]);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was made.');
  });

  it("shows the gateway's refusal to remove the last required factor", async () => {
    const { user } = renderRoute('/adminpage/security', [
      viewer(),
      mustEnrol([app]),
      page([app]),
      { request: { query: REMOVE_FACTOR, variables: { id: 'f1' } }, result: { errors: [new GraphQLError('Keep at least one passkey or authenticator app: your account requires one.', { extensions: { code: 'CONFLICT' } })] } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keep at least one passkey or authenticator app');
  });
});

describe('the fence', () => {
  it.each(['/adminpage/dashboard', '/adminpage/staff'])('sends a staff member who must enrol from %s to Sign-in security', async (path) => {
    renderRoute(path, [viewer(), mustEnrol([]), page([])]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/security$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
  });

  it('lets them be once they hold a factor, and lets a guard reach their own page', async () => {
    renderRoute('/adminpage/roomrequests/approval', [viewer(), mustEnrol([app])]);
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/roomrequests/approval');
  });

  it('lets a gate guard open Sign-in security', async () => {
    renderRoute('/adminpage/security', [viewer('GUARD'), mustEnrol([], false), page([], false)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/security');
  });
});
