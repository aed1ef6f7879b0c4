import { styled, Card } from 'ui';
import { OutpassHistoryItem } from './outpass-history-item';
import { newestFirst } from './outpass-stats';
import type { OutpassItem } from './profile.operations';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.div`
  text-align: center;
  padding: 1.5rem 0;

  h4 {
    margin: 0 0 0.5rem;
  }
`;

/** The 'Outpass History' card: every request, newest first, with its status and what happened. */
export function OutpassHistoryList({ items }: { items: readonly OutpassItem[] }) {
  return (
    <Card title="Outpass History">
      {items.length === 0 ? (
        <Empty>
          <h4>No Outpass History</h4>
          <p>You haven&apos;t submitted any outpass requests yet.</p>
        </Empty>
      ) : (
        <List aria-label="Outpass history">
          {newestFirst(items).map((item) => (
            <OutpassHistoryItem key={item.id} item={item} />
          ))}
        </List>
      )}
    </Card>
  );
}
