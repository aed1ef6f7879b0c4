import { useState } from 'react';
import { styled, Badge, ConfirmDialog } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { when } from '../../shared/date-time';
import { RefusalMessage, type SayOptions } from '../../shared/status-message';
import { WideButton } from './desk-styles';
import { DESK_RETURN_PARCEL, type DeskParcel } from './front-desk.operations';

const Card = styled.li`
  display: grid;
  gap: 0.375rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;

  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  h3 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What became of a parcel no longer waiting, or since when it waits. */
function history(parcel: DeskParcel): string {
  if (parcel.status === 'COLLECTED' && parcel.collectedAt) return `Collected ${when(parcel.collectedAt)}${parcel.handedOverByName ? `, handed over by ${parcel.handedOverByName}` : ''}`;
  if (parcel.status === 'RETURNED' && parcel.returnedAt) return `Returned to sender ${when(parcel.returnedAt)}`;
  return `Logged ${when(parcel.loggedAt)}`;
}

/** One parcel of the desk's list; a waiting one may be returned to sender, after a question. */
export function ParcelCard({ parcel, say }: { parcel: DeskParcel; say: (text: string, options?: SayOptions) => void }) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [returnParcel, { loading }] = useMutation(DESK_RETURN_PARCEL);

  const confirm = async () => {
    try {
      await returnParcel({ variables: { id: parcel.id } });
      setRefusal(null);
      say(`Parcel for ${parcel.studentName} returned to sender.`);
    } catch (error) {
      setRefusal(serverMessage(error, 'The parcel was not returned: the server did not answer. Try again.'));
    }
    setAsking(false);
  };

  return (
    <Card aria-label={`${parcel.studentName}, ${parcel.courier}, shelf ${parcel.shelf}`}>
      <Top>
        <h3>{parcel.studentName}</h3>
        {parcel.perishable && <Badge tone="warning">Perishable</Badge>}
        {parcel.remindedAt && parcel.status === 'WAITING' && <Badge tone="info">Reminded</Badge>}
      </Top>
      <Muted>
        {parcel.enrollmentId ?? 'No enrollment ID'} · {parcel.hostelName}
      </Muted>
      <p>
        <strong>Shelf {parcel.shelf}</strong> · {parcel.courier}
        {parcel.trackingNumber && ` · Tracking ${parcel.trackingNumber}`}
      </p>
      <p>{history(parcel)}</p>
      {parcel.remindedAt && <Muted>Reminded {when(parcel.remindedAt)}</Muted>}
      {parcel.status === 'WAITING' && parcel.returnableFrom && <Muted>May go back to sender from {when(parcel.returnableFrom)}</Muted>}
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      {parcel.status === 'WAITING' && (
        <WideButton variant="secondary" onClick={() => setAsking(true)}>
          Return to sender
        </WideButton>
      )}
      <ConfirmDialog
        open={asking}
        title="Return this parcel to sender?"
        message={`The ${parcel.courier} parcel for ${parcel.studentName} leaves the desk, and they are told. It cannot be undone.`}
        confirmLabel="Return to sender"
        cancelLabel="Keep it"
        confirmVariant="danger"
        loading={loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
