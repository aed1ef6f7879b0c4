import { useSearchParams } from 'react-router-dom';
import { styled, Alert, Button, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import type { RepairJobFilter } from '../../../gql/graphql';
import { PageHeading } from '../../../layout/page-heading';
import { useStaffRole } from '../../../layout/use-staff-role';
import { FileLink } from '../../../shared/file-link';
import { StatusMessage, useStatus } from '../../../shared/status-message';
import { WAITLIST_HOSTELS } from '../../waitlist/waitlist.operations';
import { REPAIR_CHANGED, REPAIR_JOBS, type RepairStatus } from '../repairs.operations';
import { STATUS_LOOK } from '../repair-words';
import { RepairPriorityTimesForm } from './repair-priority-times-form';
import { RepairsFilter, type RepairsFilterValue } from './repairs-filter';
import { RepairsTable } from './repairs-table';

/** Jobs a page. One more is asked for, to know whether there is a next page. */
export const PAGE_SIZE = 50;

/** The office's CSV of every job of the viewer's hostels (the gateway's REST bridge). */
export const REPAIRS_CSV = '/api/office/repairs.csv';

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0 2rem;
`;

/** The filter and page as the address holds them, so Back, a reload and a shared link keep them. */
function fromAddress(params: URLSearchParams): RepairsFilterValue & { page: number } {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: status && status in STATUS_LOOK ? (status as RepairStatus) : null,
    hostelId: params.get('hostel') || null,
    overdueOnly: params.get('overdue') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toAddress({ status, hostelId, overdueOnly, page }: RepairsFilterValue & { page: number }): Record<string, string> {
  return { ...(status && { status }), ...(hostelId && { hostel: hostelId }), ...(overdueOnly && { overdue: '1' }), ...(page > 1 && { page: String(page) }) };
}

/** What the gateway is asked: only what is chosen (no statuses: its open ones). */
export function listFilter({ status, hostelId, overdueOnly, page }: RepairsFilterValue & { page: number }): RepairJobFilter {
  return { ...(status && { statuses: [status] }), ...(hostelId && { hostelId }), ...(overdueOnly && { overdueOnly: true }), first: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE };
}

/**
 * `/adminpage/repairs` (admins and wardens): the jobs of the viewer's hostels, most pressing first
 * (by due time, none last, then oldest), filtered and a page at a time, to open and triage. Live:
 * any job that changes reads the page again. An admin also sets each priority's time to fix here.
 */
export function RepairsOfficePage() {
  const [params, setParams] = useSearchParams();
  const current = fromAddress(params);
  const { data, error, refetch } = useQuery(REPAIR_JOBS, { variables: { filter: listFilter(current) }, fetchPolicy: 'cache-and-network' });
  const hostels = useQuery(WAITLIST_HOSTELS).data?.hostels ?? [];
  const role = useStaffRole();
  const [status, say] = useStatus();
  useSubscription(REPAIR_CHANGED, {
    onData: (event) => {
      if (event.repairChanged) void refetch();
    },
  });

  const goTo = (page: number) => {
    setParams(toAddress({ ...current, page }));
    say(`Page ${page} of the jobs.`);
  };

  const jobs = data?.repairJobs.slice(0, PAGE_SIZE);
  const hasNext = (data?.repairJobs.length ?? 0) > PAGE_SIZE;
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the repair jobs.')}</Alert>;
  else if (!jobs) body = <Spinner size="lg" label="Loading the repair jobs" />;
  else if (jobs.length === 0) body = <Empty>{current.page > 1 ? 'No more jobs on this page.' : 'No jobs match this filter.'}</Empty>;
  else body = <RepairsTable jobs={jobs} />;

  return (
    <>
      <PageHeading>Repairs</PageHeading>
      <p>
        <FileLink href={REPAIRS_CSV} download>
          Download CSV
        </FileLink>
      </p>
      <RepairsFilter value={current} hostels={hostels} onChange={(value) => setParams(toAddress({ ...value, page: 1 }))} />
      <StatusMessage status={status} />
      {body}
      {(current.page > 1 || hasNext) && (
        <Pages aria-label="Pages of the jobs">
          <Button variant="secondary" disabled={current.page <= 1} onClick={() => goTo(current.page - 1)}>
            Previous
          </Button>
          <span>Page {current.page}</span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => goTo(current.page + 1)}>
            Next
          </Button>
        </Pages>
      )}
      {role === 'ADMIN' && <RepairPriorityTimesForm />}
    </>
  );
}
