import { styled, Alert, Card, Spinner } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { ADMIN_COUNTS, type AdminCounts } from './dashboard.operations';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Figure = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const CARDS: ReadonlyArray<{ key: keyof AdminCounts; title: string; subtitle: string }> = [
  { key: 'totalStudents', title: 'Total Students', subtitle: 'Currently enrolled' },
  { key: 'pendingOutpasses', title: 'Outpass Requests', subtitle: 'Pending approval' },
  { key: 'pendingRoomRequests', title: 'Room Requests', subtitle: 'Awaiting assignment' },
  { key: 'overdueOutpasses', title: 'Overdue', subtitle: 'Not back in time' },
];

/** The dashboard's figures, from `adminCounts`; the admin feed keeps them current in the cache. */
export function CountCards() {
  // cache-and-network: figures cached on an earlier visit are shown at once, then refreshed.
  const { data, error } = useQuery(ADMIN_COUNTS, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Alert>Could not load the figures: {error.message}</Alert>;
  return (
    <Grid>
      {CARDS.map(({ key, title, subtitle }) => (
        <Card key={key} title={title} subtitle={subtitle} headingLevel={2}>
          {data ? <Figure>{data.adminCounts[key]}</Figure> : <Spinner label={`Loading ${title}`} />}
        </Card>
      ))}
    </Grid>
  );
}
