import { useId } from 'react';
import { Alert, Card, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { Page } from '../../components/page';
import { RegisterVisitorForm } from './register-visitor-form';
import { useLiveVisits } from './use-live-visits';
import { VisitCard } from './visit-card';
import { VISITOR_RULES } from './visitors.operations';
import { WalkInAsks } from './walk-in-asks';
import { CardList, ListHeading } from '../../components/card-list';

/**
 * `/visitors`, phone first, one column: the desk's questions about walk-in visitors at the top
 * (live, answered here), then the form to register a visitor under the hostel's visiting hours,
 * then the student's visitors, each with its state and, while expected, the pass to share.
 */
export function VisitorsPage() {
  const listId = useId();
  const rulesAnswer = useQuery(VISITOR_RULES);
  // Undefined while read; a rules read that failed leaves the form on (the gateway checks every rule again).
  const rules = rulesAnswer.data ? rulesAnswer.data.visitorRules : undefined;
  const { data, loading, error, refetch, arrived } = useLiveVisits();
  const visits = data?.myVisits;
  const asks = visits?.filter((visit) => visit.status === 'ASKING') ?? [];

  return (
    <Page title="Visitors">
      <WalkInAsks asks={asks} arrived={arrived} refetch={() => void refetch()} />
      <Card title="Register a visitor" headingLevel={2}>
        <RegisterVisitorForm rules={rules} />
      </Card>
      <section aria-labelledby={listId}>
        <ListHeading id={listId}>Your visitors</ListHeading>
        {error && !visits && <Alert>Your visitors could not be loaded. Try again in a moment.</Alert>}
        {!visits && loading && <Spinner label="Loading your visitors" />}
        {visits?.length === 0 && <p>No visitors yet. Register one above: their pass comes here for you to share.</p>}
        {visits && visits.length > 0 && (
          <CardList aria-labelledby={listId}>
            {visits.map((visit) => (
              <VisitCard key={visit.id} visit={visit} />
            ))}
          </CardList>
        )}
      </section>
    </Page>
  );
}
