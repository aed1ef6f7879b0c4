import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useClient } from 'web-kit/graphql';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { BigInput, DeskForm, FieldLabel, Section, WideButton } from '../front-desk/desk-styles';
import { PassCheck } from './pass-check';
import { VISITOR_PASS, type DeskVisit } from './visitors-desk.operations';

// The gate's scanner, in its own chunk with jsQR: only a desk that opens the camera downloads it.
const CameraScanner = lazy(() => import('../../shared/camera-scanner').then((m) => ({ default: m.CameraScanner })));

/**
 * Signing a visitor in on their pass: the QR code scanned, or the code typed; the visit it names
 * shown to check (who, whom, when, the common-room rule), then the ID shown and Sign in. Each
 * step's answer is said in the status line, which takes the focus; refusals in the server's words.
 */
export function PassSignIn() {
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const client = useClient();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<{ code: string; visit: DeskVisit } | null>(null);
  const [status, say] = useStatus();

  const lookUp = async (text: string) => {
    const typed = text.trim();
    if (!typed) return codeInput.current?.focus();
    setLooking(true);
    try {
      const { visitorPass: visit } = await client.query(VISITOR_PASS, { code: typed }, { fetchPolicy: 'network-only' });
      setFound({ code: typed, visit });
      say(`Pass of ${visit.visitorName} to see ${visit.studentName}. Check the visitor, then their ID.`);
    } catch (error) {
      setFound(null);
      say(serverMessage(error, 'The pass could not be checked: the server did not answer. Try again.'), { tone: 'error' });
    } finally {
      setLooking(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(code);
  };
  const done = (sentence: string) => {
    setFound(null);
    setCode('');
    say(sentence);
  };
  const cancel = () => {
    setFound(null);
    setCode('');
    say('');
    codeInput.current?.focus();
  };

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Sign in on a pass</h2>
      <DeskForm aria-label="Check a visitor's pass" onSubmit={submit}>
        <FieldLabel htmlFor={`${id}-code`}>Pass code</FieldLabel>
        <BigInput
          ref={codeInput}
          id={`${id}-code`}
          name="code"
          value={code}
          placeholder="7KQ2M-XD4TP"
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <WideButton type="submit" loading={looking}>
          Check pass
        </WideButton>
      </DeskForm>
      {camera ? (
        <Suspense fallback={<Spinner label="Starting the camera" />}>
          <CameraScanner
            codeName="pass code"
            onCode={(text) => {
              setCamera(false);
              void lookUp(text);
            }}
            onCancel={() => {
              setCamera(false);
              codeInput.current?.focus();
            }}
          />
        </Suspense>
      ) : (
        <WideButton variant="secondary" onClick={() => setCamera(true)}>
          Scan the visitor&apos;s pass
        </WideButton>
      )}
      <StatusMessage status={status} />
      {found && <PassCheck key={found.visit.id + found.code} code={found.code} visit={found.visit} onSignedIn={done} onRefused={(text) => say(text, { tone: 'error' })} onCancel={cancel} />}
    </Section>
  );
}
