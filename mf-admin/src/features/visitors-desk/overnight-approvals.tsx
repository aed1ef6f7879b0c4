import { useId } from 'react';
import { Alert, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { Section } from '../front-desk/desk-styles';
import { ApprovalCard } from './approval-card';
import { LIST_SIZE } from './use-todays-visits';
import { DESK_VISITS, type DeskVisitFilter } from './visitors-desk.operations';
import { Muted, VisitList } from './visit-card-styles';

/** Overnight guests waiting for the office, whatever their day: the server lists every day's when a status is asked for. */
export const PENDING: DeskVisitFilter = { status: 'PENDING_APPROVAL', first: LIST_SIZE };

/**
 * Wardens and admins: the overnight guests students registered that wait for a decision, soonest
 * night first, each approved or declined here. A decision said takes the focus; the card leaves.
 */
export function OvernightApprovals() {
  const id = useId();
  const [status, say] = useStatus();
  const { data, error } = useQuery(DESK_VISITS, { variables: { filter: PENDING }, fetchPolicy: 'cache-and-network' });
  // The cache's status: a guest just decided leaves at once, before the list is read again.
  const waiting = data?.frontDeskVisits.filter((visit) => visit.status === 'PENDING_APPROVAL').sort((a, b) => `${a.day} ${a.expectedFrom}`.localeCompare(`${b.day} ${b.expectedFrom}`));

  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Overnight guests to approve</h2>
      <StatusMessage status={status} />
      {error && !data && <Alert>The overnight guests could not be loaded. Try again in a moment.</Alert>}
      {!data && !error && <Spinner label="Loading the overnight guests" />}
      {waiting && waiting.length === 0 && <Muted>No overnight guest waits for a decision.</Muted>}
      {waiting && waiting.length > 0 && (
        <VisitList aria-label="Overnight guests to approve">
          {waiting.map((visit) => (
            <ApprovalCard key={visit.id} visit={visit} say={say} />
          ))}
        </VisitList>
      )}
    </Section>
  );
}
