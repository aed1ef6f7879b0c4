import { useEffect, useRef, useState, type FormEvent } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { Button, TextField, styled } from 'ui';
import { useMutation } from 'web-kit/graphql';
import type { Role } from 'web-kit';
import { messageOf } from './auth.operations';
import { COMPLETE_SIGN_IN, type SecondStep } from './second-factor.operations';

// The panel's own spacing, kept for the step's parts (AuthLayout spaces its direct children).
const Step = styled.div`
  display: grid;
  gap: 1rem;
`;

/**
 * The login's second step for staff with a second factor: the passkey first where they hold one,
 * else (or as well) a code from their authenticator app or a recovery code. The session starts
 * only when the gateway accepts one (docs/decisions/0155).
 */
export function SecondFactorStep({ step, onEntered, onBack }: { step: SecondStep; onEntered: (user: { id: string; role: Role }) => Promise<void>; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [complete, { loading }] = useMutation(COMPLETE_SIGN_IN);
  const hasPasskey = step.methods.includes('passkey') && step.passkeyOptions !== null;
  const codeLabel = step.methods.includes('totp') ? 'Code from your authenticator app, or a recovery code' : 'Recovery code';
  // The form that was here is gone: focus goes to what comes next (the passkey, else the code), so a keyboard carries on.
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector<HTMLElement>('button, input')?.focus(), []);

  async function send(variables: { passkey?: string; code?: string }) {
    setProblem(null);
    try {
      const { data } = await complete({ variables: { challenge: step.challenge, ...variables } });
      await onEntered(data!.completeSignIn);
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  async function signInWithPasskey() {
    let answer;
    try {
      answer = await startAuthentication({ optionsJSON: JSON.parse(step.passkeyOptions!) });
    } catch {
      setProblem('The passkey was not used. Try again, or enter a code.');
      return;
    }
    await send({ passkey: JSON.stringify(answer) });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    void send({ code });
  }

  return (
    <Step ref={first}>
      <p>Confirm it is you to finish signing in.</p>
      {hasPasskey && (
        <Button type="button" onClick={() => void signInWithPasskey()} loading={loading}>
          Use your passkey
        </Button>
      )}
      <form onSubmit={submitCode} aria-label="Sign in with a code">
        <TextField label={codeLabel} name="code" value={code} onChange={setCode} required autoComplete="one-time-code" />
        <Button type="submit" variant={hasPasskey ? 'secondary' : undefined} loading={loading}>
          Verify code
        </Button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      <p>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back to login
        </Button>
      </p>
    </Step>
  );
}
