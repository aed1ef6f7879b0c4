import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, TextField } from 'ui';
import { rememberBrowserSession } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { AuthLayout } from './auth-layout';
import { LOGIN, messageOf } from './auth.operations';
import { landingFor } from './landing';
import { RETRY_NOTICE_ID, RetryNotice, useRetryAfter, useRetryWhenBusy } from './retry-after';

const SUCCESS_DELAY_MS = 2000;

/**
 * Login: a result modal shows the outcome; on success it stays 2 seconds, then a full page load
 * takes the user to their landing page (the spec's reload, which also re-opens the WebSocket
 * with the new session cookie).
 */
export function LoginPage({ navigate = (to: string) => window.location.assign(to) }: { navigate?: (to: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ message: string; success: boolean } | null>(null);
  const [landing, setLanding] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LOGIN);
  const busy = useRetryAfter();
  const retry = useRetryWhenBusy();

  useEffect(() => {
    if (!landing) return;
    const timer = setTimeout(() => navigate(landing), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await retry.send(() => login({ variables: { email, password } }));
      const user = data!.login;
      rememberBrowserSession(user);
      setResult({ message: 'Login successful!', success: true });
      setLanding(landingFor(user.role));
    } catch (error) {
      busy.refusedBy(error);
      setResult({ message: messageOf(error), success: false });
    }
  }

  return (
    <AuthLayout title="Login">
      <form onSubmit={submit}>
        <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} required autoComplete="username" />
        <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
        <Button type="submit" loading={loading || retry.waiting} disabled={landing !== null || busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
          Login
        </Button>
        <RetryNotice secondsLeft={busy.secondsLeft} retrying={retry.waiting ? 'Busy, signing you in…' : null} />
      </form>
      <p>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p>
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
      <Dialog
        open={result !== null}
        title={result?.success ? 'Welcome' : 'Login failed'}
        onClose={() => setResult(null)}
        actions={<Button onClick={() => setResult(null)}>Close</Button>}
      >
        <p>{result?.message}</p>
      </Dialog>
    </AuthLayout>
  );
}
