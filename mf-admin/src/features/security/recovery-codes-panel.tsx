import { useEffect, useRef } from 'react';
import { Button, Card, styled } from 'ui';

const Codes = styled.ol`
  display: grid;
  /* A code on one line where it fits (a desktop's 22 rem); on a phone it breaks at its dashes. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: 0.4rem 1.5rem;
  margin: 0 0 1rem;
  padding-left: 1.5rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;

/**
 * Recovery codes, shown once: each lets its holder in once when their passkey or app is lost.
 * Focus moves here as they appear, so a keyboard or screen reader user meets them at once.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div ref={heading} tabIndex={-1} aria-label="Your recovery codes">
      <Card title="Your recovery codes" subtitle="Shown only now. Keep them somewhere safe: each one signs you in once if you lose your passkey or app." headingLevel={2}>
        <Codes aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button onClick={onDone}>I have saved these codes</Button>
      </Card>
    </div>
  );
}
