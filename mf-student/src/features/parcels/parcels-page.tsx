import { useId } from 'react';
import { styled, Alert, Spinner } from 'ui';
import { Page } from '../../components/page';
import { PastParcelItem, WaitingParcelCard } from './parcel-cards';
import { useLiveParcels } from './use-live-parcels';
import { CardList, ListHeading } from '../../components/card-list';

const History = styled.ul`
  margin: 0;
  padding: 0;
`;

/**
 * What was just collected, announced. Empty, it stays in the page (a live region must be there
 * before its words) but out of the column's flow, so it adds no second gap under the title.
 */
const Said = styled.p`
  margin: 0;
  font-weight: 600;

  &:empty {
    position: absolute;
  }
`;

/**
 * `/parcels`: what waits for the student at their hostel's front desk, each with the pass to
 * collect it (a QR code to show, a code to tell), then what was collected or returned. Live: a
 * parcel logged or handed over while the page is open moves here, and a collection is announced.
 */
export function ParcelsPage() {
  const waitingId = useId();
  const pastId = useId();
  const { data, loading, error, collected } = useLiveParcels();
  const parcels = data?.myParcels;
  const waiting = parcels?.filter((parcel) => parcel.status === 'WAITING') ?? [];
  const past = parcels?.filter((parcel) => parcel.status !== 'WAITING') ?? [];

  return (
    <Page title="Parcels">
      <Said role="status">{collected}</Said>
      {error && !parcels && <Alert>Your parcels could not be loaded. Try again in a moment.</Alert>}
      {!parcels && loading && <Spinner label="Loading your parcels" />}
      {parcels?.length === 0 && <p>No parcels for you yet. When one arrives at the front desk, you will be told here, in the bell and by mail.</p>}
      {parcels && parcels.length > 0 && (
        <>
          <section aria-labelledby={waitingId}>
            <ListHeading id={waitingId}>Waiting for you</ListHeading>
            {waiting.length === 0 ? (
              <p>Nothing is waiting for you at the front desk.</p>
            ) : (
              <CardList aria-labelledby={waitingId}>
                {waiting.map((parcel) => (
                  <WaitingParcelCard key={parcel.id} parcel={parcel} />
                ))}
              </CardList>
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby={pastId}>
              <ListHeading id={pastId}>Collected and returned</ListHeading>
              <History aria-labelledby={pastId}>
                {past.map((parcel) => (
                  <PastParcelItem key={parcel.id} parcel={parcel} />
                ))}
              </History>
            </section>
          )}
        </>
      )}
    </Page>
  );
}
