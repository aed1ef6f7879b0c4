import { useState, type FormEvent } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { Alert, Button, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { writeSecurity } from './security-cache';
import { FINISH_PASSKEY, START_PASSKEY } from './security.operations';

/** Enrols a passkey: the gateway's options to the browser's prompt, its answer back to the gateway. */
export function AddPasskey({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, started] = useMutation(START_PASSKEY);
  const [finish, finished] = useMutation(FINISH_PASSKEY, { update: (data, _variables, cache) => writeSecurity(cache, data.finishPasskeyEnrolment.factors) });

  async function add(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await start();
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: JSON.parse(data!.startPasskeyEnrolment) });
      } catch {
        setProblem('No passkey was made. Try again, or set up an authenticator app instead.');
        return;
      }
      const done = await finish({ variables: { response: JSON.stringify(answer), name: name.trim() || null } });
      setName('');
      onEnrolled(done.data!.finishPasskeyEnrolment.recoveryCodes);
    } catch (error) {
      setProblem(serverMessage(error, 'The passkey could not be added.'));
    }
  }

  return (
    <form onSubmit={add} aria-label="Add a passkey">
      <TextField label="Passkey name (optional)" name="passkeyName" value={name} onChange={setName} placeholder="e.g. Office laptop" />
      <Button type="submit" loading={started.loading || finished.loading}>
        Add a passkey
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </form>
  );
}
