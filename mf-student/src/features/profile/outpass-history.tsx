import styled from 'styled-components';
import { Card } from 'ui';
import { formatDate, newestFirst } from './outpass-stats';
import { OutpassStatusBadge } from './outpass-status-badge';
import type { OutpassItem } from './profile.operations';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }
`;

const Reason = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Empty = styled.div`
  text-align: center;
  padding: 1.5rem 0;

  h4 {
    margin: 0 0 0.5rem;
  }
`;

/** The 'Outpass History' card: every request, newest first, with its status. */
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
            <Item key={item.id}>
              <div>
                <Reason>{item.reason}</Reason>
                {item.description && <Muted>{item.description}</Muted>}
                <Muted>
                  Requested {formatDate(item.createdAt)} · to {item.where}, back {item.dateOfArrival}
                </Muted>
              </div>
              <OutpassStatusBadge status={item.status} />
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}
