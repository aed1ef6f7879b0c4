import { useEffect, useId, useRef } from 'react';
import { Alert, Card, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { Page } from '../../components/page';
import { repairElementId } from './repair-actions';
import { RepairJobCard } from './repair-job-card';
import { ReportRepairForm } from './report-repair-form';
import { REPAIR_ROOM } from './repairs.operations';
import { useLiveRepairs } from './use-live-repairs';
import { CardList, ListHeading } from '../../components/card-list';

/**
 * `/repairs`: a student reports what is broken, and follows each report (its state, who fixes it,
 * the thread) live, to cancel it, confirm the fix or reopen it.
 */
export function RepairsPage() {
  const listId = useId();
  const roomAnswer = useQuery(REPAIR_ROOM).data;
  const room = roomAnswer && (roomAnswer.myRoom?.room ?? null);
  const { data, loading, error, refetch } = useLiveRepairs();
  const jobs = data?.myRepairJobs;

  // A new report takes the focus once the list read again shows it.
  const focusOn = useRef<string | null>(null);
  useEffect(() => {
    const element = focusOn.current && document.getElementById(repairElementId(focusOn.current));
    if (!element) return;
    element.focus();
    focusOn.current = null;
  });
  const reported = (jobId: string) => {
    focusOn.current = jobId;
    void refetch();
  };

  return (
    <Page title="Repairs">
      <Card title="Report a problem" headingLevel={2}>
        <ReportRepairForm room={room} onReported={reported} />
      </Card>
      <section aria-labelledby={listId}>
        <ListHeading id={listId}>My reports</ListHeading>
        {error && !jobs && <Alert>Your reports could not be loaded. Try again in a moment.</Alert>}
        {!jobs && loading && <Spinner label="Loading your reports" />}
        {jobs?.length === 0 && <p>You have reported nothing yet.</p>}
        {jobs && jobs.length > 0 && (
          <CardList>
            {jobs.map((job) => (
              <RepairJobCard key={job.id} job={job} />
            ))}
          </CardList>
        )}
      </section>
    </Page>
  );
}
