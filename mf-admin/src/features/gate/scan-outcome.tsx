import { styled, Alert, Badge } from 'ui';
import { backBy, clockTime } from '../../shared/outpass-times';
import type { GateScan } from './gate.operations';
import type { GateOutcome } from './use-gate-scan';

// Amber instead of green when the server warns: the guard should look twice.
const Passed = styled.section<{ $warned: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 1rem;
  border: ${({ $warned }) => ($warned ? '4px' : '2px')} solid ${({ theme, $warned }) => ($warned ? theme.colors.warning : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

// Where a photo will go: the initial in a circle.
const Avatar = styled.span.attrs({ 'aria-hidden': true })`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 2rem;
  font-weight: 700;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0.125rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Details = styled.div`
  grid-column: 1 / -1;

  p {
    margin: 0.25rem 0 0;
  }
`;

const Warning = styled.p`
  margin: 0.5rem 0 0;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.warning};
`;

const When = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.25rem;
  font-weight: 700;
`;

function PassedCard({ scan }: { scan: GateScan }) {
  const { outpass } = scan;
  return (
    <Passed aria-label="Pass accepted" $warned={Boolean(scan.warning)}>
      <Avatar>{scan.initial}</Avatar>
      <div>
        <Name>{scan.studentName}</Name>
        <Muted>
          {scan.enrollmentId}
          {scan.hostelName && ` · ${scan.hostelName}`}
        </Muted>
      </div>
      <Details>
        <When>
          {scan.direction === 'OUT' ? 'Out' : 'Back'} at {clockTime(scan.at)}
          {scan.late && <Badge tone="danger">Late</Badge>}
          {scan.early && <Badge tone="warning">Early</Badge>}
        </When>
        {scan.warning && (
          <Alert tone="warning">
            <Warning>{scan.warning}</Warning>
          </Alert>
        )}
        <p>Going to {outpass.where}</p>
        <p>Back by {backBy(outpass)}</p>
      </Details>
    </Passed>
  );
}

/**
 * The gate's answer, in a live region so it is read out: who went through and which way, or why
 * the pass was refused. A new answer replaces the node (keyed), so even a repeat is announced.
 */
export function ScanOutcome({ outcome }: { outcome: GateOutcome | null }) {
  return (
    <div aria-live="polite">
      {outcome?.kind === 'passed' && <PassedCard key={outcome.id} scan={outcome.scan} />}
      {outcome?.kind === 'refused' && (
        <Alert key={outcome.id}>
          <strong>Refused.</strong> {outcome.message}
        </Alert>
      )}
    </div>
  );
}
