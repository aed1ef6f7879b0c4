import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog, SelectField, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { AuthLayout } from './auth-layout';
import type { SignupInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf, SIGNUP } from './auth.operations';
import { RETRY_NOTICE_ID, RetryNotice, useRetryAfter, useRetryWhenBusy } from './retry-after';

const EMPTY = { name: '', email: '', enrollmentId: '', address: '', dob: '', phoneNumber: '', gender: '', password: '' };
type Form = typeof EMPTY;

/** Signup (always a student): the result modal says 'Signup successful!' and Close goes to /login. */
export function SignupPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ message: string; success: boolean } | null>(null);
  const [signup, { loading }] = useMutation(SIGNUP);
  const busy = useRetryAfter();
  const retry = useRetryWhenBusy();
  const formRef = useRef<HTMLFormElement>(null);
  // After a failure's modal closes, focus goes to the first field to correct (or the button):
  // the modal hands it back to what had it when it opened, the button, busy then, so the body.
  const refocus = useRef(false);
  useEffect(() => {
    if (result !== null || !refocus.current) return;
    refocus.current = false;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
  }, [result]);
  // A corrected field loses its error at once.
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // No default: a silent 'Male' once sent girls to the boys' hostels. The server requires it too.
    if (form.gender !== 'Male' && form.gender !== 'Female') {
      setFieldErrors({ gender: 'Please choose your gender: it decides which hostels you can book.' });
      document.getElementById('signup-gender')?.focus();
      return;
    }
    setFieldErrors({});
    try {
      const input: SignupInput = {
        name: form.name,
        email: form.email,
        password: form.password,
        gender: form.gender === 'Female' ? 'FEMALE' : 'MALE', // checked above: one of the two
        enrollmentId: form.enrollmentId,
        address: form.address || undefined,
        dob: form.dob || undefined,
        phoneNumber: form.phoneNumber || undefined,
      };
      // A signup refused for a rush made no account (the hash comes before the insert): safe to send again.
      await retry.send(() => signup({ variables: { input } }));
      setResult({ message: 'Signup successful!', success: true });
    } catch (error) {
      busy.refusedBy(error);
      setFieldErrors(fieldErrorsOf(error));
      setResult({ message: `Signup failed: ${messageOf(error)}`, success: false });
    }
  }

  function close() {
    const success = result?.success;
    refocus.current = !success;
    setResult(null);
    if (success) navigate('/login');
  }

  return (
    <AuthLayout title="Sign up">
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label="Username" name="name" value={form.name} onChange={set('name')} error={fieldErrors.name} autoComplete="name" />
        <TextField label="Email" name="email" type="email" value={form.email} onChange={set('email')} error={fieldErrors.email} autoComplete="email" />
        <TextField label="Enrollment ID" name="enrollmentId" value={form.enrollmentId} onChange={set('enrollmentId')} error={fieldErrors.enrollmentId} />
        <TextField label="Address" name="address" value={form.address} onChange={set('address')} error={fieldErrors.address} autoComplete="street-address" />
        <TextField label="Date of birth" name="dob" type="date" value={form.dob} onChange={set('dob')} error={fieldErrors.dob} />
        <TextField label="Phone number" name="phoneNumber" type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={fieldErrors.phoneNumber} autoComplete="tel" />
        <SelectField
          label="Gender"
          name="gender"
          id="signup-gender"
          required
          value={form.gender}
          onChange={set('gender')}
          placeholder="Select gender"
          options={[
            { value: 'Male', label: 'Male' },
            { value: 'Female', label: 'Female' },
          ]}
          error={fieldErrors.gender}
        />
        <TextField label="Password" name="password" type="password" value={form.password} onChange={set('password')} error={fieldErrors.password} autoComplete="new-password" />
        <Button type="submit" loading={loading || retry.waiting} disabled={busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
          Sign up
        </Button>
        <RetryNotice secondsLeft={busy.secondsLeft} retrying={retry.waiting ? 'Busy, creating your account…' : null} />
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
      <Dialog open={result !== null} title={result?.success ? 'Welcome to DormSpace' : 'Signup'} onClose={close} actions={<Button onClick={close}>Close</Button>}>
        <p>{result?.message}</p>
      </Dialog>
    </AuthLayout>
  );
}
