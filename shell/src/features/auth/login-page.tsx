import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Dialog, TextField } from 'ui';
import { useMutation, useQuery } from 'web-kit/graphql';
import { landingFor, useSession } from 'web-kit';
import { CampusSignIn, SIGNED_IN_HASH } from './campus-sign-in';
import { SIGN_IN_OPTIONS } from './campus-sign-in.operations';
import { AuthLayout } from './auth-layout';
import { LOGIN, messageOf } from './auth.operations';
import { RETRY_NOTICE_ID, RetryNotice, useRetryAfter, useRetryWhenBusy } from './retry-after';
import { useEnter } from './use-enter';
import { SecondFactorStep } from './second-factor-step';
import { secondStepOf, type SecondStep } from './second-factor.operations';

/**
 * Login. A failure shows the spec's result modal ("Login failed" with the server's message). A
 * success goes straight to the user's landing page, in the page: the spec's "Login successful!"
 * modal held every login for 2 s and then reloaded the whole page, about 2.5 s in all for an
 * answer that takes 0.15 s (issue 40). What the reload did is done here: the client forgets the
 * session before and reads `me` again; the WebSocket opens, with the new cookie, when a screen
 * first subscribes. It goes once the session says who logged in: the landing page's guard reads
 * the same session, and an earlier move would find nobody there and send the user back here.
 * If `me` cannot be read again, a full page load does it, as the spec's reload did.
 */
export function LoginPage({ navigate: go, reload = (to: string) => window.location.assign(to) }: { navigate?: (to: string) => void; reload?: (to: string) => void }) {
  const routerNavigate = useNavigate();
  const navigate = go ?? ((to: string) => void routerNavigate(to, { replace: true }));
  const { enter, entering } = useEnter(navigate, reload);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  /** Staff with a second factor: the password was right, the factor follows (docs/decisions/0155). */
  const [step, setStep] = useState<SecondStep | null>(null);
  const [login, { loading }] = useMutation(LOGIN);
  const busy = useRetryAfter();
  const retry = useRetryWhenBusy();
  const options = useQuery(SIGN_IN_OPTIONS).data?.signInOptions;
  const passwords = options ? options.studentPasswords || options.staffPasswords : true;
  // Back from the campus's provider, signed in: on to their start, as a password login goes.
  const { user } = useSession();
  const [back] = useState(() => window.location.hash === SIGNED_IN_HASH);
  useEffect(() => {
    if (back && user) navigate(landingFor(user.role));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session says who came back (navigate is made anew each render)
  }, [back, user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await retry.send(() => login({ variables: { email, password } }));
      await enter(data!.login);
    } catch (error) {
      const second = secondStepOf(error);
      if (second) {
        setStep(second);
        return;
      }
      busy.refusedBy(error);
      setFailure(messageOf(error));
    }
  }

  if (step) {
    return (
      <AuthLayout title="Confirm it is you">
        <SecondFactorStep step={step} onEntered={enter} onBack={() => setStep(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login">
      <CampusSignIn options={options} />
      {passwords && (
        <form onSubmit={submit}>
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} required autoComplete="username" />
          <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
          <Button type="submit" loading={loading || retry.waiting || entering} disabled={entering || busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
            Login
          </Button>
          <RetryNotice secondsLeft={busy.secondsLeft} retrying={retry.waiting ? 'Busy, signing you in…' : null} />
        </form>
      )}
      {passwords && (
        <p>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      )}
      {options?.studentPasswords !== false && (
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      )}
      <Dialog open={failure !== null} title="Login failed" onClose={() => setFailure(null)} actions={<Button onClick={() => setFailure(null)}>Close</Button>}>
        <p>{failure}</p>
      </Dialog>
    </AuthLayout>
  );
}
