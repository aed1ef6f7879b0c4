import { screen } from '@testing-library/react';
import type { Mock } from 'web-kit/testing';
import { SIGN_IN_OPTIONS } from './campus-sign-in.operations';
import { renderLoginPage, sessionMe } from './test-utils-login';

const CAMPUS = 'DormSpace Campus (demo)';
const LOGOUT_URL = 'http://localhost:4100/session/end?client_id=dormspace';

const me = (user: { id: string; role: string } | null) => sessionMe(user, 'kavya@campus.test');

const options = (over: { studentPasswords?: boolean; staffPasswords?: boolean; campusName?: string | null } = {}): Mock => ({
  request: { query: SIGN_IN_OPTIONS },
  result: {
    data: {
      signInOptions: {
        __typename: 'SignInOptions',
        campusName: CAMPUS,
        ssoStartPath: '/api/auth/sso/start',
        studentPasswords: true,
        staffPasswords: true,
        providerLogoutUrl: LOGOUT_URL,
        ...over,
        ...(over.campusName === null ? { ssoStartPath: null, providerLogoutUrl: null } : {}),
      },
    },
  },
});

/** The login page at `address` (its hash and query as the browser has them), the session and the campus's options answered. */
function renderAt(address: string, mocks: Mock[], navigate = vi.fn()) {
  window.history.replaceState(null, '', address);
  renderLoginPage(mocks, navigate);
  return navigate;
}

describe('signing in with the campus account', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers the campus first, a link to the gateway that comes back here, and the password form after it', async () => {
    renderAt('/login', [me(null), options()]);
    const link = await screen.findByRole('link', { name: `Sign in with ${CAMPUS}` });
    expect(link).toHaveAttribute('href', '/api/auth/sso/start?returnTo=%2Flogin%23signed-in');
    expect(screen.getByText('or with your DormSpace password')).toBeInTheDocument();
    expect(link.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows no password form, no reset and no signup where the campus signs everyone in itself', async () => {
    renderAt('/login', [me(null), options({ studentPasswords: false, staffPasswords: false })]);
    await screen.findByRole('link', { name: `Sign in with ${CAMPUS}` });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByText('or with your DormSpace password')).not.toBeInTheDocument();
  });

  it('a campus without single sign-on keeps the spec’s login as it was', async () => {
    renderAt('/login', [me(null), options({ campusName: null })]);
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Sign up' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('says why the gateway refused the sign-in, in the roster’s own words, once', async () => {
    renderAt('/login#sso=not-on-roster', [me(null), options()]);
    expect(await screen.findByRole('alert')).toHaveTextContent("Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.");
    expect(window.location.hash).toBe(''); // a reload does not say it again
  });

  it('shows nothing for a reason it does not know (a crafted link shows no words of its own)', async () => {
    renderAt('/login#sso=call-0800-evil', [me(null), options()]);
    await screen.findByRole('link', { name: `Sign in with ${CAMPUS}` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a logout, offers the campus provider’s own logout', async () => {
    renderAt('/login?signed-out', [me(null), options()]);
    expect(await screen.findByText('You are signed out of DormSpace.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Also sign out of ${CAMPUS}` })).toHaveAttribute('href', LOGOUT_URL);
  });

  it('back from the provider, signed in, goes on to the start of the role', async () => {
    const navigate = renderAt('/login#signed-in', [me({ id: 'w1', role: 'WARDEN' }), options()]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'));
  });
});
