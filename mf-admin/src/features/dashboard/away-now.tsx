import { styled, Alert, Badge, Card, Spinner } from 'ui';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { backBy } from '../../shared/outpass-times';
import { applyAwayChange } from './apply-away-change';
import { AWAY_CHANGES, AWAY_NOW, type AwayOutpass } from './dashboard.operations';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.625rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function AwayItem({ outpass }: { outpass: AwayOutpass }) {
  return (
    <Item>
      <div>
        <strong>{outpass.name}</strong> <Muted>{outpass.rollNo}</Muted>
        <div>{outpass.where}</div>
      </div>
      <div>
        <Muted>Back by {backBy(outpass)}</Muted> {outpass.status === 'OVERDUE' && <Badge tone="danger">Overdue</Badge>}
      </div>
    </Item>
  );
}

/**
 * The Away now card: students out on an outpass, overdue ones marked. Gate scans and the overdue
 * sweep reach it live through `outpassChanged`; the admin feed's overdue events re-read it.
 */
export function AwayNow() {
  const { data, error } = useQuery(AWAY_NOW, { fetchPolicy: 'cache-and-network' });
  useSubscription(AWAY_CHANGES, {
    update: (event, _variables, cache) => applyAwayChange(cache, event.outpassChanged),
  });
  const away = data?.outpassesByStatus ?? [];

  let body;
  if (error && !data) body = <Alert>Could not load who is away: {error.message}</Alert>;
  else if (!data) body = <Spinner label="Loading who is away" />;
  else if (away.length === 0) body = <Empty>Every student is in.</Empty>;
  else
    body = (
      <List aria-label="Away now">
        {away.map((outpass) => (
          <AwayItem key={outpass.id} outpass={outpass} />
        ))}
      </List>
    );

  return (
    <Card
      headingLevel={2}
      title={
        <>
          Away now <Badge tone="info">{away.length}</Badge>
        </>
      }
    >
      {body}
    </Card>
  );
}
