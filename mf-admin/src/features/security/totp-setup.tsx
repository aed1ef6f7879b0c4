import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, styled } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { writeSecurity } from './security-cache';
import { FINISH_TOTP, START_TOTP } from './security.operations';

const Secret = styled.code`
  word-break: break-all;
`;

/** Sets up an authenticator app: a QR code (and its secret, to type in), confirmed by the app's first code. */
export function TotpSetup({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, started] = useMutation(START_TOTP);
  const [finish, finished] = useMutation(FINISH_TOTP, { update: (data, _variables, cache) => writeSecurity(cache, data.finishTotpEnrolment.factors) });
  const setup = started.data?.startTotpEnrolment;

  async function begin() {
    setProblem(null);
    await start().catch((error: unknown) => setProblem(serverMessage(error, 'Could not start setting up an app.')));
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await finish({ variables: { code: code.trim(), name: null } });
      setCode('');
      started.reset();
      onEnrolled(data!.finishTotpEnrolment.recoveryCodes);
    } catch (error) {
      setProblem(serverMessage(error, 'That code could not be checked.'));
    }
  }

  if (!setup)
    return (
      <div>
        <Button variant="secondary" onClick={() => void begin()} loading={started.loading}>
          Set up an authenticator app
        </Button>
        {problem && <Alert>{problem}</Alert>}
      </div>
    );
  return (
    <form onSubmit={confirm} aria-label="Confirm the authenticator app">
      <p>Scan this QR code with your authenticator app, or type in the key below, then enter the 6-digit code it shows.</p>
      <img src={setup.qrCode} alt="QR code for your authenticator app" width={220} height={220} />
      <p>
        Key: <Secret>{setup.secret}</Secret>
      </p>
      <TextField label="Code from the app" name="totpCode" value={code} onChange={setCode} required autoComplete="one-time-code" />
      <Button type="submit" loading={finished.loading}>
        Confirm the app
      </Button>
      <Button type="button" variant="secondary" onClick={() => started.reset()}>
        Cancel
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </form>
  );
}
