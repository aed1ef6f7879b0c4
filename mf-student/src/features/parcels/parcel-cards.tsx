import { styled, Badge, Card, DetailList, type Detail } from 'ui';
import { formatZonedMoment } from 'web-kit';
import { ParcelPassView } from './parcel-pass';
import type { Parcel } from './parcels.operations';

const Item = styled.li`
  list-style: none;
  min-width: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Line = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const HistoryItem = styled.li`
  list-style: none;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Moment = ({ at }: { at: string }) => <time dateTime={at}>{formatZonedMoment(at)}</time>;

function waitingDetails(parcel: Parcel): Detail[] {
  return [
    { label: 'Courier', value: parcel.courier },
    { label: 'Tracking', value: parcel.trackingNumber },
    { label: 'Shelf', value: parcel.shelf },
    { label: 'Arrived', value: <Moment at={parcel.loggedAt} /> },
  ];
}

/** A parcel waiting at the desk: where it sits, when it came, and the pass to collect it. */
export function WaitingParcelCard({ parcel }: { parcel: Parcel }) {
  return (
    <Item aria-label={`Parcel from ${parcel.courier}`}>
      <Card title={`From ${parcel.courier}`} actions={parcel.perishable && <Badge tone="warning">Perishable: collect it today</Badge>}>
        <Body>
          <DetailList items={waitingDetails(parcel)} />
          {parcel.pass ? (
            <ParcelPassView pass={parcel.pass} courier={parcel.courier} hostelName={parcel.hostelName} />
          ) : (
            <p>Its pass could not be made just now. Ask the front desk of {parcel.hostelName}, or open this page again.</p>
          )}
        </Body>
      </Card>
    </Item>
  );
}

/** A parcel that left the desk: collected (when, and who handed it over) or returned to sender. */
export function PastParcelItem({ parcel }: { parcel: Parcel }) {
  const tracking = parcel.trackingNumber ? ` (${parcel.trackingNumber})` : '';
  return (
    <HistoryItem aria-label={`Parcel from ${parcel.courier}`}>
      <strong>
        {parcel.courier}
        {tracking}
      </strong>
      {parcel.status === 'RETURNED' ? (
        <Line>Returned to sender{parcel.returnedAt && <>, <Moment at={parcel.returnedAt} /></>}</Line>
      ) : (
        <Line>
          Collected{parcel.collectedAt && <> <Moment at={parcel.collectedAt} /></>}
          {parcel.handedOverByName && `, handed over by ${parcel.handedOverByName}`}
        </Line>
      )}
    </HistoryItem>
  );
}
