import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, SelectField, TextField, useToast } from 'ui';
import { errorCode } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { SignupInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf, SIGNUP } from './auth.operations';
import { RETRY_NOTICE_ID, RetryNotice, useRetryAfter, useRetryWhenBusy } from './retry-after';
import { RosterField } from './roster-field';
import { useEnter } from './use-enter';

const EMPTY = { name: '', email: '', enrollmentId: '', address: '', dob: '', phoneNumber: '', gender: '', password: '' };
type Form = typeof EMPTY;
/** What the hostel office's roster says of an invited student: their fields are read-only. */
export type RosterFacts = Pick<Form, 'name' | 'email' | 'enrollmentId' | 'gender'>;

/** A refusal the form shows at its top, with the fields it named (NOT_ON_ROSTER, a dead invitation). */
interface Refusal {
  message: string;
  fields: string[];
}

/**
 * Signup (always a student). The server starts the new account's session as a login does, so a
 * success goes straight in (docs/decisions/0120), 'Signup successful!' said by a toast on the way:
 * nothing is typed twice. A refusal that names fields (a short password, an email in use) shows
 * only beside them, focus on the first; one that names none keeps the spec's 'Signup failed' modal.
 * The spec's "username" is the student's full name, and is labelled so. With `invite` (a hostel office's invitation, whose `roster` facts fill the form) the student
 * chooses the rest; a signup refusing the invitation drops it (`onInviteRefused`), and the form,
 * all it holds kept, becomes the plain one.
 */
export function SignupForm({
  roster,
  invite,
  onInviteRefused,
  onSignedUp,
  navigate: go,
  reload = (to: string) => window.location.assign(to),
}: {
  roster?: RosterFacts;
  invite?: string | null;
  onInviteRefused?: () => void;
  /** The account is made and its session started: the page goes in. */
  onSignedUp?: () => void;
  navigate?: (to: string) => void;
  reload?: (to: string) => void;
}) {
  const routerNavigate = useNavigate();
  const navigate = go ?? ((to: string) => void routerNavigate(to, { replace: true }));
  const { enter, entering } = useEnter(navigate, reload);
  const toast = useToast();
  const [form, setForm] = useState<Form>(() => ({ ...EMPTY, ...roster }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [signup, { loading }] = useMutation(SIGNUP);
  const busy = useRetryAfter();
  const retry = useRetryWhenBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const locked = Boolean(invite);
  // After a refusal, focus goes to the first field to correct (or the button), once the fields
  // show it and any modal has closed: a modal hands focus back to the button, busy then, so the body.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (failure !== null || refocus === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
  }, [failure, refocus]);
  // A refusal at the top is read out where focus lands, not in a modal that would hide the form;
  // focus moves in the commit that shows it, so nothing can be typed into the field it left.
  useLayoutEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  // A corrected field loses its error at once.
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  // The refusal stays while a field it named is still wrong (or until the next try, if it named none).
  const shownRefusal = refusal && (refusal.fields.length === 0 || refusal.fields.some((field) => fieldErrors[field])) ? refusal : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // No default: a silent 'Male' once sent girls to the boys' hostels. The server requires it too.
    if (form.gender !== 'Male' && form.gender !== 'Female') {
      setFieldErrors({ gender: 'Please choose your gender: it decides which hostels you can book.' });
      document.getElementById('signup-gender')?.focus();
      return;
    }
    setFieldErrors({});
    setRefusal(null);
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
      const { data } = await retry.send(() => signup({ variables: invite ? { input, invite } : { input } }));
      onSignedUp?.();
      toast.show({ tone: 'success', title: 'Signup successful!', message: 'Welcome to DormSpace: you are signed in.' });
      await enter(data!.signup);
    } catch (error) {
      busy.refusedBy(error);
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      // Not on the roster (as typed), or an invitation used or expired since the page opened.
      if (errorCode(error) === 'NOT_ON_ROSTER' || (invite && fields.invite)) {
        if (fields.invite) onInviteRefused?.();
        setRefusal({ message: messageOf(error), fields: Object.keys(fields) });
        return;
      }
      // The fields it named say it where it is to be corrected; a modal on top would hide them.
      if (Object.keys(fields).length === 0) setFailure(`Signup failed: ${messageOf(error)}`);
      setRefocus((n) => n + 1);
    }
  }

  const close = () => setFailure(null);

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate>
        {shownRefusal && (
          <div ref={refusalRef} tabIndex={-1}>
            <Alert>{shownRefusal.message}</Alert>
          </div>
        )}
        {locked ? (
          <>
            <RosterField label="Full name" name="name" value={form.name} error={fieldErrors.name} autoComplete="name" />
            <RosterField label="Email" name="email" value={form.email} error={fieldErrors.email} autoComplete="email" />
            <RosterField label="Enrollment ID" name="enrollmentId" value={form.enrollmentId} error={fieldErrors.enrollmentId} />
          </>
        ) : (
          <>
            <TextField label="Full name" name="name" value={form.name} onChange={set('name')} error={fieldErrors.name} autoComplete="name" />
            <TextField label="Email" name="email" type="email" value={form.email} onChange={set('email')} error={fieldErrors.email} autoComplete="email" />
            <TextField label="Enrollment ID" name="enrollmentId" value={form.enrollmentId} onChange={set('enrollmentId')} error={fieldErrors.enrollmentId} />
          </>
        )}
        <TextField label="Address" name="address" value={form.address} onChange={set('address')} error={fieldErrors.address} autoComplete="street-address" />
        <TextField label="Date of birth" name="dob" type="date" value={form.dob} onChange={set('dob')} error={fieldErrors.dob} />
        <TextField label="Phone number" name="phoneNumber" type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={fieldErrors.phoneNumber} autoComplete="tel" />
        {locked ? (
          <RosterField label="Gender" name="gender" value={form.gender} error={fieldErrors.gender} />
        ) : (
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
        )}
        <TextField label="Password" name="password" type="password" value={form.password} onChange={set('password')} error={fieldErrors.password} autoComplete="new-password" />
        <Button type="submit" loading={loading || retry.waiting || entering} disabled={entering || busy.secondsLeft > 0} aria-describedby={RETRY_NOTICE_ID}>
          Sign up
        </Button>
        <RetryNotice secondsLeft={busy.secondsLeft} retrying={retry.waiting ? 'Busy, creating your account…' : null} />
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
      <Dialog open={failure !== null} title="Signup" onClose={close} actions={<Button onClick={close}>Close</Button>}>
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
