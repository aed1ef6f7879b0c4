import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled, Alert, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage } from '../../shared/status-message';
import { MovePlaceDialog } from './move-place-dialog';
import { RemovePlaceDialog } from './remove-place-dialog';
import { WAITLIST, WAITLIST_HOSTELS, WAITLIST_UPDATES, type WaitlistPlace } from './waitlist.operations';
import { type PlaceAction, WaitlistTable } from './waitlist-table';

const Picker = styled.div`
  max-width: 20rem;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** One hostel's line, live: any change to it (a join, an offer, another warden's move) re-reads it. */
function HostelLine({ hostelId, hostelName }: { hostelId: string; hostelName: string }) {
  const { data, error, refetch } = useQuery(WAITLIST, { variables: { hostelId }, fetchPolicy: 'cache-and-network' });
  useSubscription(WAITLIST_UPDATES, {
    onData: (signal) => {
      if (signal.waitlistUpdates.hostelId === hostelId) void refetch();
    },
  });
  const [action, setAction] = useState<{ place: WaitlistPlace; kind: PlaceAction } | null>(null);
  const [status, setStatus] = useState('');
  const done = (message: string) => {
    setAction(null);
    setStatus(message);
  };

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the waitlist.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the waitlist" />;
  else if (data.waitlist.length === 0) body = <Empty>No one is waiting for {hostelName}.</Empty>;
  else body = <WaitlistTable hostelName={hostelName} line={data.waitlist} onAction={(place, kind) => setAction({ place, kind })} />;

  return (
    <>
      <StatusMessage>{status}</StatusMessage>
      {body}
      {action?.kind === 'move' && <MovePlaceDialog place={action.place} onClose={() => setAction(null)} onDone={done} />}
      {action?.kind === 'remove' && <RemovePlaceDialog place={action.place} onClose={() => setAction(null)} onDone={done} />}
    </>
  );
}

/**
 * `/adminpage/waitlist` (admins and wardens): a hostel's line for a bed, in order, with the beds
 * held for offers. Staff move or remove a place, with a reason kept in the audit log. The hostel
 * lives in the address, so Back and a reload keep it.
 */
export function WaitlistPage() {
  const [params, setParams] = useSearchParams();
  const { data, error } = useQuery(WAITLIST_HOSTELS, { fetchPolicy: 'cache-and-network' });

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the hostels.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the hostels" />;
  else if (data.hostels.length === 0) body = <p>No hostels are assigned to you.</p>;
  else {
    const hostel = data.hostels.find((h) => h.id === params.get('hostel')) ?? data.hostels[0]!;
    body = (
      <>
        <Picker>
          <SelectField
            label="Hostel"
            name="hostel"
            value={hostel.id}
            onChange={(id) => setParams({ hostel: id })}
            options={data.hostels.map((h) => ({ value: h.id, label: h.name }))}
          />
        </Picker>
        {/* A new hostel starts a new line: its own status and no dialog left open. */}
        <HostelLine key={hostel.id} hostelId={hostel.id} hostelName={hostel.name} />
      </>
    );
  }

  return (
    <>
      <PageHeading>Waitlist</PageHeading>
      {body}
    </>
  );
}
