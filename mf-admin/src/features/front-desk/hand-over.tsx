import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from 'ui';
import { BigInput, DeskForm, FieldLabel, Section, WideButton } from './desk-styles';
import { HandOverResult } from './hand-over-outcome';
import { useHandOver } from './use-hand-over';

// The gate's scanner, in its own chunk with jsQR: only a desk that opens the camera downloads it.
const CameraScanner = lazy(() => import('../../shared/camera-scanner').then((m) => ({ default: m.CameraScanner })));

/**
 * Handing a parcel over: the student's QR code scanned, or its code typed; the answer shown big
 * (whom, which parcel, which shelf) and the code box emptied and focused for the next student.
 */
export function HandOver() {
  const id = useId();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const { handOver, outcome, handingOver } = useHandOver();

  const send = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed) await handOver(trimmed);
    setCode('');
    codeInput.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Hand over</h2>
      <DeskForm aria-label="Hand a parcel over" onSubmit={submit}>
        <FieldLabel htmlFor={`${id}-code`}>Collection code</FieldLabel>
        <BigInput
          ref={codeInput}
          id={`${id}-code`}
          name="code"
          value={code}
          placeholder="ABCDE-12345"
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <WideButton type="submit" loading={handingOver}>
          Hand over
        </WideButton>
      </DeskForm>
      {camera ? (
        <Suspense fallback={<Spinner label="Starting the camera" />}>
          <CameraScanner
            codeName="collection code"
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
        <WideButton variant="secondary" onClick={() => setCamera(true)}>
          Scan the student&apos;s code
        </WideButton>
      )}
      <HandOverResult outcome={outcome} />
    </Section>
  );
}
