import { styled, Alert, Badge, Card, Spinner } from 'ui';
import { ActivityItem } from './activity-item';
import { ACTIVITY_LIMIT, RECENT_ACTIVITY, type Activity } from './dashboard.operations';
import { ACTIVITY_KIND } from 'web-kit';
import { useQuery } from 'web-kit/graphql';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Activities whose type or description contains the search text, ignoring case. */
export function filterActivities(items: readonly Activity[], search: string): readonly Activity[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return items;
  return items.filter(
    (item) => ACTIVITY_KIND[item.type].toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle),
  );
}

/**
 * The Recent Activity card: the newest {@link ACTIVITY_LIMIT} activities, narrowed by the
 * dashboard's search box, with a badge counting the lines shown.
 */
export function RecentActivity({ search }: { search: string }) {
  const { data, error } = useQuery(RECENT_ACTIVITY, {
    variables: { limit: ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const all = data?.recentActivity ?? [];
  const shown = filterActivities(all, search);

  let body;
  if (error && !data) body = <Alert>Could not load recent activity: {error.message}</Alert>;
  else if (!data) body = <Spinner label="Loading recent activity" />;
  else if (all.length === 0) body = <Empty>No recent activity to display</Empty>;
  else if (shown.length === 0) body = <Empty>No recent activity matches your search</Empty>;
  else
    body = (
      <List aria-label="Recent activity">
        {shown.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} />
        ))}
      </List>
    );

  return (
    <Card
      headingLevel={2}
      title={
        <>
          Recent Activity <Badge tone="info">{shown.length}</Badge>
        </>
      }
    >
      {body}
    </Card>
  );
}
