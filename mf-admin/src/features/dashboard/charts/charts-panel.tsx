import { lazy, Suspense, useState } from 'react';
import { styled, Button, Card, Spinner, Table, TBody, Td, TableHead, Th, Tr } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { DASHBOARD_CHARTS } from '../dashboard.operations';
import { occupancyOf, shortDay } from './chart-data';

const OccupancyChart = lazy(() => import('./charts').then((m) => ({ default: m.OccupancyChart })));
const DailyChart = lazy(() => import('./charts').then((m) => ({ default: m.DailyChart })));

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  margin-top: 1.5rem;
`;

const Head = styled.div`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: space-between;

  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
`;

/** A chart, or its table: the table is always in the page for screen readers, shown on request. */
function ChartCard({ title, chart, table }: { title: string; chart: React.ReactNode; table: React.ReactNode }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card>
      <Head>
        <h2>{title}</h2>
        <Button size="sm" variant="ghost" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </Head>
      {!asTable && <Suspense fallback={<Spinner label={`Loading the ${title.toLowerCase()} chart`} />}>{chart}</Suspense>}
      <div className={asTable ? undefined : 'visually-hidden'} style={asTable ? undefined : HIDDEN}>
        {table}
      </div>
    </Card>
  );
}

/** Hidden from sight, kept for screen readers (the usual visually-hidden rules). */
const HIDDEN: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** The dashboard's charts: beds per hostel, and requests and outpasses per day (14 days); `only` keeps the first. */
export function ChartsPanel({ only }: { only?: 'occupancy' }) {
  const { data } = useQuery(DASHBOARD_CHARTS, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const occupancy = occupancyOf(data.hostels);
  return (
    <Grid>
      <ChartCard
        title="Occupancy per hostel"
        chart={<OccupancyChart rows={occupancy} />}
        table={
          <Table aria-label="Occupancy per hostel">
            <TableHead columns={['Hostel', 'Taken beds', 'Free beds']} />
            <TBody>
              {occupancy.map((row) => (
                <Tr key={row.name}>
                  <Th scope="row">{row.name}</Th>
                  <Td>{row.taken}</Td>
                  <Td>{row.free}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        }
      />
      {only === undefined && <ChartCard
        title="Requests and outpasses per day"
        chart={<DailyChart rows={data.dailyCounts} />}
        table={
          <Table aria-label="Requests and outpasses per day">
            <TableHead columns={['Day', 'Room requests', 'Outpasses']} />
            <TBody>
              {data.dailyCounts.map((row) => (
                <Tr key={row.day}>
                  <Th scope="row">{shortDay(row.day)}</Th>
                  <Td>{row.roomRequests}</Td>
                  <Td>{row.outpasses}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        }
      />}
    </Grid>
  );
}
