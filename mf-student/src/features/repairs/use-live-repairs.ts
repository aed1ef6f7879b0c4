import { useClient, useQuery, useSubscription } from 'web-kit/graphql';
import { MY_REPAIR_JOBS, REPAIR_CHANGED, REPAIR_JOB } from './repairs.operations';

/**
 * The student's reports, kept live by `repairChanged`, which names only the job: a job the list
 * holds is read again (`repairJob`), and the answer, written over `RepairJob:<id>`, repaints it;
 * one it does not hold (reported in another tab) brings the whole list again.
 */
export function useLiveRepairs() {
  const client = useClient();
  const jobs = useQuery(MY_REPAIR_JOBS, { fetchPolicy: 'cache-and-network' });
  const { data, refetch } = jobs;
  useSubscription(REPAIR_CHANGED, {
    onData: ({ repairChanged: id }) => {
      const known = data?.myRepairJobs.some((job) => job.id === id) ?? false;
      if (known) client.query(REPAIR_JOB, { id }, { fetchPolicy: 'network-only' }).catch(() => void refetch());
      else void refetch();
    },
  });
  return jobs;
}
