import { useState } from 'react';
import { styled, Alert, Spinner } from 'ui';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { CardTable } from '../../shared/card-table';
import { DownloadCsv } from '../students/download-csv';
import { OutpassDecisionDialog } from './outpass-decision-dialog';
import { OUTPASS_COLUMNS, OutpassRow } from './outpass-row';
import { OUTPASS_CHANGED, PENDING_OUTPASSES, type Decision, type PendingOutpass } from './outpass-requests.operations';
import { useDecideOutpass } from './use-decide-outpass';

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * `/adminpage/outpassrequest`: the pending outpasses, oldest first, to approve or reject. The list
 * follows other staff, guardians and new applications live: any outpass change re-reads it.
 */
export function OutpassRequestsPage() {
  const { data, error, refetch } = useQuery(PENDING_OUTPASSES, { fetchPolicy: 'cache-and-network' });
  const decide = useDecideOutpass();
  // The decision being asked about: Approve is confirmed, Reject needs a reason.
  const [asking, setAsking] = useState<{ outpass: PendingOutpass; decision: Decision } | null>(null);

  useSubscription(OUTPASS_CHANGED, {
    onData: (event) => {
      // A failed re-read keeps the last list; the query's error state is not worth a toast here.
      if (event.outpassChanged) void refetch();
    },
  });

  let body;
  if (error && !data) body = <Alert>Could not load the outpass requests: {error.message}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading outpass requests" />;
  else if (data.pendingOutpasses.length === 0) body = <Empty>No pending outpass requests</Empty>;
  else
    body = (
      <CardTable label="Pending outpass requests" columns={OUTPASS_COLUMNS}>
        {data.pendingOutpasses.map((outpass, index) => (
          <OutpassRow key={outpass.id} index={index} outpass={outpass} onDecide={(item, decision) => setAsking({ outpass: item, decision })} />
        ))}
      </CardTable>
    );

  return (
    <>
      <PageHeading>Outpass Requests</PageHeading>
      <p>
        <DownloadCsv kind="outpasses" params={{ status: 'Pending' }} label="Download pending outpasses (CSV)" />
      </p>
      {body}
      {asking && (
        <OutpassDecisionDialog
          outpass={asking.outpass}
          decision={asking.decision}
          onClose={() => setAsking(null)}
          onDecide={async (reason) => {
            await decide(asking.outpass, asking.decision, reason);
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
