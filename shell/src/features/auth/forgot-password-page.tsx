import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { AuthLayout } from './auth-layout';
import { messageOf, RESET_PASSWORD, SEND_CODE } from './auth.operations';
import { RETRY_NOTICE_ID, RetryNotice, useRetryAfter } from './retry-after';

const OTP_ID = 'forgot-password-otp';

/** Two steps: 'Get OTP' mails a code; the code and a new password then 'Reset Password'. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [done, setDone] = useState(false);
  const [sendCode, sending] = useMutation(SEND_CODE);
  const [reset, resetting] = useMutation(RESET_PASSWORD);
  const busy = useRetryAfter();
  // The email form gives way to the code form: focus follows to the code, not to the page's body.
  useEffect(() => {
    if (step === 'code') document.getElementById(OTP_ID)?.focus();
  }, [step]);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await sendCode({ variables: { email } });
      if (data?.sendPasswordResetCode) setStep('code');
    } catch (failure) {
      busy.refusedBy(failure);
      setError(`Failed to send OTP: ${messageOf(failure)}`);
    }
  }

  /** A new code, under the same limits as the first (the server's per-email and per-address budgets); the one before stops working. */
  async function resendCode() {
    setError(null);
    setResent(false);
    try {
      const { data } = await sendCode({ variables: { email } });
      if (data?.sendPasswordResetCode) setResent(true);
    } catch (failure) {
      busy.refusedBy(failure);
      setError(`Failed to send OTP: ${messageOf(failure)}`);
    }
  }

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setResent(false);
    try {
      await reset({ variables: { email, code, newPassword } });
      setDone(true);
    } catch (failure) {
      busy.refusedBy(failure);
      setError(`Failed to verify OTP: ${messageOf(failure)}`);
    }
  }

  return (
    <AuthLayout title="Forgot password">
      {step === 'email' ? (
        <form onSubmit={requestCode}>
          <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} required autoComplete="email" />
          <Button type="submit" loading={sending.loading} disabled={busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
            Get OTP
          </Button>
        </form>
      ) : (
        <form onSubmit={resetPassword}>
          <p>If an account exists for {email}, a 6-digit code is on its way. It works once, within 10 minutes.</p>
          <TextField label="OTP" name="otp" id={OTP_ID} value={code} onChange={setCode} required autoComplete="one-time-code" />
          <TextField label="New password" name="newPassword" type="password" value={newPassword} onChange={setNewPassword} required autoComplete="new-password" />
          <Button type="submit" loading={resetting.loading} disabled={busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
            Reset Password
          </Button>
          <Button type="button" variant="secondary" onClick={resendCode} loading={sending.loading} disabled={busy.secondsLeft > 0}>
            Send a new code
          </Button>
          <p role="status">{resent ? `A new code is on its way to ${email}. The one before it no longer works.` : ''}</p>
        </form>
      )}
      <RetryNotice secondsLeft={busy.secondsLeft} />
      {error ? <Alert>{error}</Alert> : null}
      <p>
        <Link to="/login">Back to login</Link>
      </p>
      <Dialog open={done} title="Password reset" onClose={() => navigate('/login')} actions={<Button onClick={() => navigate('/login')}>OK</Button>}>
        <p>Password Changed successfully!</p>
      </Dialog>
    </AuthLayout>
  );
}
