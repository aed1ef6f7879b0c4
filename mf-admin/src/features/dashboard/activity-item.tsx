import { Link } from 'react-router-dom';
import { styled, Badge } from 'ui';
import type { Activity } from './dashboard.operations';
import { formatTimestamp } from './format-timestamp';
import { ACTIVITY_KIND } from 'web-kit';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
`;

const Muted = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Description = styled.p`
  margin: 0.25rem 0 0;
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

/**
 * Where an open activity is dealt with: room bookings and outpass requests have their own
 * screens; an overdue student is on this page already, in Away now.
 */
export function detailsPath(type: Activity['type']): string | null {
  if (type === 'OUTPASS_OVERDUE') return null;
  return type === 'ROOM_BOOKING_REQUEST' ? '/adminpage/roomrequests' : '/adminpage/outpassrequest';
}

/** One Recent Activity line: type, date, description, whether it is resolved, and a link if not. */
export function ActivityItem({ activity }: { activity: Activity }) {
  const { type, description, timestamp, resolved } = activity;
  const details = resolved ? null : detailsPath(type);
  return (
    <Item>
      <div>
        <Head>
          <strong>{ACTIVITY_KIND[type]}</strong>
          <Muted dateTime={timestamp}>{formatTimestamp(timestamp)}</Muted>
        </Head>
        <Description>{description}</Description>
      </div>
      <Side>
        {resolved ? <Badge tone="success">Resolved</Badge> : <Badge tone="warning">Open</Badge>}
        {details && <Link to={details}>View details</Link>}
      </Side>
    </Item>
  );
}
