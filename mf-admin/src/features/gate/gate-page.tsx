import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { styled, Button, Card, Spinner } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { DirectionChoice } from './direction-choice';
import type { GateDirection } from './gate.operations';
import { ScanOutcome } from './scan-outcome';
import { useGateScan } from './use-gate-scan';

// Its own chunk, with jsQR: only a guard who opens the camera downloads the decoder.
const CameraScanner = lazy(() => import('../../shared/camera-scanner').then((m) => ({ default: m.CameraScanner })));

const Column = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 32rem;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const CodeInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 3.25rem;
  margin-bottom: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 1.375rem;
  letter-spacing: 0.05em;

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

// `&&`: two classes outrank the button's own rule wherever the style sheet put it.
const Big = styled(Button)`
  && {
    width: 100%;
    min-height: 3.25rem;
    font-size: 1.125rem;
  }
`;

/**
 * `/adminpage/gate`: where a guard (or any staff) lets students out and back in on their gate
 * pass, typed or scanned with the camera. Each answer is read out, and the code box is emptied
 * and focused again for the next student in the queue.
 */
export function GatePage() {
  const [direction, setDirection] = useState<GateDirection>('OUT');
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { check, outcome, checking } = useGateScan();

  const next = () => {
    setCode('');
    codeInput.current?.focus();
  };
  const send = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      codeInput.current?.focus();
      return;
    }
    await check(trimmed, direction);
    next();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  return (
    <>
      <PageHeading>Gate</PageHeading>
      <Column>
        <Card>
          <DirectionChoice value={direction} onChange={setDirection} />
          <form aria-label="Check a pass" onSubmit={submit}>
            <Label htmlFor={`${hintId}-code`}>Pass code</Label>
            <Hint id={hintId}>The code under the student&apos;s QR code, such as ABCDE-12345.</Hint>
            <CodeInput
              ref={codeInput}
              id={`${hintId}-code`}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={hintId}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
            />
            <Big type="submit" loading={checking}>
              Check pass
            </Big>
          </form>
        </Card>
        {camera ? (
          <Suspense fallback={<Spinner label="Starting the camera" />}>
            <CameraScanner
              onCode={(text) => {
                setCamera(false);
                void send(text);
              }}
              onCancel={() => {
                setCamera(false);
                codeInput.current?.focus();
              }}
            />
          </Suspense>
        ) : (
          <Big variant="secondary" onClick={() => setCamera(true)}>
            Scan with camera
          </Big>
        )}
        <ScanOutcome outcome={outcome} />
      </Column>
    </>
  );
}
