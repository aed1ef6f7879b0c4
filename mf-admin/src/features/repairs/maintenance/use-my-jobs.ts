import { useQuery, useSubscription } from 'web-kit/graphql';
import { MY_REPAIR_JOBS, REPAIR_CHANGED } from '../repairs.operations';

/**
 * The maintenance person's jobs, kept live: `repairChanged` names a job they may see that
 * changed (assigned to them, reprioritised, commented on, taken away), and the list is read
 * again, which brings new jobs and drops the ones no longer theirs.
 */
export function useMyJobs() {
  const jobs = useQuery(MY_REPAIR_JOBS, { fetchPolicy: 'cache-and-network' });
  const { refetch } = jobs;
  useSubscription(REPAIR_CHANGED, { onData: () => void refetch() });
  return jobs;
}
