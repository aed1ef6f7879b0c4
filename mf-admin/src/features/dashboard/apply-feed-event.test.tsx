import { InMemoryCache } from '@apollo/client';
import { applyFeedEvent } from './apply-feed-event';
import { ACTIVITY_LIMIT, ADMIN_COUNTS, RECENT_ACTIVITY, type Activity } from './dashboard.operations';

const item = (id: string): Activity & { __typename: 'Activity' } => ({
  __typename: 'Activity',
  id,
  type: 'OUTPASS_REQUEST',
  description: `activity ${id}`,
  timestamp: '2025-03-01T09:30:00.000Z',
  resolved: false,
  outpassId: id,
  roomRequestId: null,
});
const counts = { __typename: 'AdminCounts' as const, totalStudents: 1, pendingOutpasses: 1, pendingRoomRequests: 0, overdueOutpasses: 0 };
const read = (cache: InMemoryCache) => cache.readQuery({ query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT } })?.recentActivity;

describe('applyFeedEvent', () => {
  it('keeps the list at its limit and never lists an activity twice', () => {
    const cache = new InMemoryCache();
    const full = Array.from({ length: ACTIVITY_LIMIT }, (_, index) => item(`a${index}`));
    cache.writeQuery({ query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT }, data: { recentActivity: full } });

    applyFeedEvent(cache, { kind: 'CREATED', activity: item('new'), counts });
    applyFeedEvent(cache, { kind: 'CREATED', activity: item('new'), counts });

    const list = read(cache) ?? [];
    expect(list).toHaveLength(ACTIVITY_LIMIT);
    expect(list[0]?.id).toBe('new');
    expect(list.filter((entry) => entry.id === 'new')).toHaveLength(1);
    expect(cache.readQuery({ query: ADMIN_COUNTS })?.adminCounts.pendingOutpasses).toBe(1);
  });

  it('leaves an unread list alone: the query brings the activity itself', () => {
    const cache = new InMemoryCache();
    applyFeedEvent(cache, { kind: 'CREATED', activity: item('new'), counts });
    expect(read(cache)).toBeUndefined();
  });
});
