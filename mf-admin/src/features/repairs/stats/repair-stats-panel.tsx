import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { styled, Alert, Button, Card, Spinner, Table, TableHead, TBody, Td, Th, Tr, VisuallyHidden } from 'ui';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { FileLink } from '../../../shared/file-link';
import { REPAIR_CHANGED, REPAIR_STATS } from '../repairs.operations';
import { categoryTitle, hoursInWords, openTable, percent, type HostelOpenRow, type OpenTable } from './repair-stats-figures';

// Its own chunk, with recharts, as the dashboard's other charts.
const OpenJobsChart = lazy(() => import('./repair-stats-chart').then((m) => ({ default: m.OpenJobsChart })));

/** The window of the time-to-fix figures, in days. */
export const STATS_DAYS = 90;
/**
 * How long the figures wait after a job changes before they are read again: a morning's burst of
 * reports and assignments costs one read, not one each, and every change is in the next read.
 */
export const STATS_SETTLE_MS = 3000;
/** Every job of the caller's hostels, as a CSV file (the gateway streams it). */
export const REPAIRS_CSV = '/api/office/repairs.csv';

const Section = styled.div`
  margin-top: 1.5rem;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: 1rem;
  margin: 0 0 1.25rem;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function HostelRow({ row, categories }: { row: HostelOpenRow; categories: string[] }) {
  return (
    <Tr>
      <Th scope="row">{row.hostelName}</Th>
      {categories.map((category) => (
        <Td key={category}>{row.byCategory[category] ?? 0}</Td>
      ))}
      <Td>{row.open}</Td>
      <Td>{row.overdue}</Td>
    </Tr>
  );
}

/** Open jobs by hostel and category: a chart, or its table, which is always in the page for screen readers. */
function OpenJobs({ table }: { table: OpenTable }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const numbers = (
    <Table aria-label="Open repair jobs by hostel and category">
      <TableHead columns={['Hostel', ...table.categories.map(categoryTitle), 'Open', 'Overdue']} />
      <TBody>
        {table.rows.map((row) => (
          <HostelRow key={row.hostelName} row={row} categories={table.categories} />
        ))}
        <HostelRow row={table.total} categories={table.categories} />
      </TBody>
    </Table>
  );
  return (
    <section aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>Open jobs by hostel and category</h3>
        <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </Head>
      {asTable ? (
        numbers
      ) : (
        <>
          <Suspense fallback={<Spinner label="Loading the open jobs chart" />}>
            <OpenJobsChart rows={table.rows} categories={table.categories} />
          </Suspense>
          <VisuallyHidden as="div">{numbers}</VisuallyHidden>
        </>
      )}
    </section>
  );
}

/**
 * Reads the figures again when a job of the viewer's hostels changes (`repairChanged`: reported,
 * assigned, fixed, closed), once the changes pause for {@link STATS_SETTLE_MS}.
 */
function useRefetchOnRepairChange(refetch: () => Promise<unknown>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSubscription(REPAIR_CHANGED, {
    onData: () => {
      if (timer.current) return; // a read is already coming, and it sees this change too
      timer.current = setTimeout(() => {
        timer.current = null;
        void refetch();
      }, STATS_SETTLE_MS);
    },
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}

/**
 * The dashboard's repair figures for the caller's hostels (a warden's; an admin's all): open jobs
 * by hostel and category, how many are overdue, and of the jobs reported in the last 90 days the
 * median time to fix and the share fixed by their due time; and every job as a CSV file. Live:
 * a job that changes brings the figures up to date within a few seconds.
 */
export function RepairStatsPanel() {
  const { data, error, refetch } = useQuery(REPAIR_STATS, { variables: { days: STATS_DAYS }, fetchPolicy: 'cache-and-network' });
  const stats = data?.repairStats;
  useRefetchOnRepairChange(refetch);

  let body;
  if (error && !stats) body = <Alert>Could not load the repair figures: {error.message}</Alert>;
  else if (!stats) body = <Spinner label="Loading the repair figures" />;
  else if (stats.open.length === 0 && stats.fixed === 0) body = <Muted>No open repair jobs, and none reported in the last {stats.days} days.</Muted>;
  else {
    const table = openTable(stats.open);
    body = (
      <>
        <Figures aria-label="Repair figures">
          <div>
            <dt>Open jobs</dt>
            <dd>{table.total.open}</dd>
          </div>
          <div>
            <dt>Overdue</dt>
            <dd>{table.total.overdue}</dd>
          </div>
          <div>
            <dt>Median time to fix</dt>
            <dd>{stats.medianHoursToFix === null ? 'None fixed yet' : hoursInWords(stats.medianHoursToFix)}</dd>
          </div>
          <div>
            <dt>Fixed in time</dt>
            <dd>{stats.fixedInTimeShare === null ? 'No due times yet' : percent(stats.fixedInTimeShare)}</dd>
          </div>
        </Figures>
        {table.rows.length === 0 ? <Muted>No open jobs.</Muted> : <OpenJobs table={table} />}
      </>
    );
  }

  return (
    <Section>
      <Card
        headingLevel={2}
        title="Repairs"
        subtitle={`Open jobs now; time to fix of the jobs reported in the last ${stats?.days ?? STATS_DAYS} days`}
        actions={
          <FileLink href={REPAIRS_CSV} download>
            Download all jobs (CSV)
          </FileLink>
        }
      >
        {body}
      </Card>
    </Section>
  );
}
