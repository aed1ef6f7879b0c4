import { styled, Alert, Badge } from 'ui';
import type { HandOverOutcome } from './use-hand-over';

const Collected = styled.section`
  display: grid;
  gap: 0.375rem;
  padding: 1rem;
  border: 3px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Who = styled.h3`
  margin: 0;
  font-size: 1.5rem;
  overflow-wrap: anywhere;
`;

const Shelf = styled.p`
  && {
    font-size: 1.75rem;
    font-weight: 700;
  }
`;

/**
 * The desk's answer to a code, in a live region so it is read out: whom to give which parcel,
 * from which shelf, or why not, in the server's words. A new answer replaces the node (keyed).
 */
export function HandOverResult({ outcome }: { outcome: HandOverOutcome | null }) {
  return (
    <div aria-live="polite">
      {outcome?.kind === 'collected' && (
        <Collected key={outcome.id} aria-label="Hand it over">
          <Who>
            Give to {outcome.parcel.studentName}
            {outcome.parcel.enrollmentId && ` (${outcome.parcel.enrollmentId})`}
          </Who>
          <Shelf>Shelf {outcome.parcel.shelf}</Shelf>
          <p>
            {outcome.parcel.courier} parcel{outcome.parcel.trackingNumber && `, tracking ${outcome.parcel.trackingNumber}`}, {outcome.parcel.hostelName}
          </p>
          {outcome.parcel.perishable && (
            <p>
              <Badge tone="warning">Perishable</Badge>
            </p>
          )}
        </Collected>
      )}
      {outcome?.kind === 'refused' && (
        <Alert key={outcome.id}>
          <strong>Do not hand over.</strong> {outcome.message}
        </Alert>
      )}
    </div>
  );
}
