import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, TextField } from 'ui';
import { rememberBrowserSession, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { AuthLayout } from './auth-layout';
import { ACCEPT_STAFF_INVITE } from './auth.operations';
import { landingFor } from './landing';

const MIN_LENGTH = 8;
const INCOMPLETE_LINK = 'This invitation link is incomplete. Open the link from your invitation mail again.';
const UNREACHABLE = 'Your password could not be set. Check your connection and try again.';

const EMPTY = { password: '', confirm: '' };
type Form = typeof EMPTY;
type FieldErrors = Partial<Record<keyof Form, string>>;

/** The invitation token from the address's fragment (`#invite=…`), or null when there is none. */
export function inviteTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('invite')?.trim() || null;
}

/** The same rules the server applies, checked first so a typo costs no round trip. */
function checkPasswords({ password, confirm }: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors.password = 'Please enter a new password.';
  else if (password.length < MIN_LENGTH) errors.password = `Password must be at least ${MIN_LENGTH} characters.`;
  if (!confirm) errors.confirm = 'Please enter the password again.';
  else if (password && confirm !== password) errors.confirm = 'Passwords do not match.';
  return errors;
}

/**
 * Where an invited warden or admin arrives from their mail (`/welcome#invite=<token>`): they set
 * their first password, the server logs them in, and a full page load (as after login, so the
 * session is read afresh and the WebSocket re-opens with the new cookie) takes them to the
 * dashboard. The token rides in the fragment so no server logs it; the page then drops it from the
 * address bar so it is not left in the history either.
 */
export function WelcomePage({ navigate = (to: string) => window.location.assign(to) }: { navigate?: (to: string) => void }) {
  // Read once, before the effect below removes it from the address bar.
  const [token] = useState(() => inviteTokenFrom(window.location.hash));

  useEffect(() => {
    if (!window.location.hash) return;
    // Keeps the router's own history state; only the address loses its fragment.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  return (
    <AuthLayout title="Set your password">
      {token ? (
        <SetPasswordForm token={token} navigate={navigate} />
      ) : (
        <>
          <Alert>{INCOMPLETE_LINK}</Alert>
          <p>
            Already set your password? <Link to="/login">Login</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

function SetPasswordForm({ token, navigate }: { token: string; navigate: (to: string) => void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [accept, { loading }] = useMutation(ACCEPT_STAFF_INVITE);

  // A corrected field loses its error at once.
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const errors = checkPasswords(form);
    setFieldErrors(errors);
    if (errors.password || errors.confirm) {
      document.getElementById(errors.password ? 'welcome-password' : 'welcome-confirm')?.focus();
      return;
    }
    try {
      const { data } = await accept({ variables: { token, password: form.password } });
      const user = data!.acceptStaffInvite;
      rememberBrowserSession(user);
      setLeaving(true);
      navigate(landingFor(user.role));
    } catch (failure) {
      setError(serverMessage(failure, UNREACHABLE));
    }
  }

  return (
    <>
      <p>Welcome to DormSpace. Choose the password you will log in with: at least {MIN_LENGTH} characters.</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="New password"
          name="password"
          id="welcome-password"
          type="password"
          value={form.password}
          onChange={set('password')}
          error={fieldErrors.password}
          required
          autoComplete="new-password"
        />
        <TextField
          label="Confirm password"
          name="confirm"
          id="welcome-confirm"
          type="password"
          value={form.confirm}
          onChange={set('confirm')}
          error={fieldErrors.confirm}
          required
          autoComplete="new-password"
        />
        <Button type="submit" loading={loading} disabled={leaving}>
          Set password and log in
        </Button>
      </form>
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
