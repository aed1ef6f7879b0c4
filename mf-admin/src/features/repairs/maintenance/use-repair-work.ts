import { useState } from 'react';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { useClient, useMutation } from 'web-kit/graphql';
import { FIX_REPAIR, REPAIR_JOB, START_REPAIR } from '../repairs.operations';
import { sendFix } from './fix-repair.api';

/** How a step ended: done, or refused in the server's words (and its field messages, by field). */
export type WorkOutcome = { done: true } | { done: false; message: string; fields: Record<string, string> };

const DONE: WorkOutcome = { done: true };

const refused = (error: unknown, fallback: string): WorkOutcome => ({ done: false, message: serverMessage(error, fallback), fields: serverFieldErrors(error) });

/**
 * A maintenance person's two steps on one job. `startRepair` and `fixRepair` answer with the job,
 * which the normalised cache writes over its copy, so the list regroups it at once. A fix with a
 * photo goes to the REST bridge (multipart), whose JSON answer is not the cache's: the job is
 * read again from the gateway instead (the whole list, if that fails).
 */
export function useRepairWork(jobId: string) {
  const client = useClient();
  const [startRepair, starting] = useMutation(START_REPAIR);
  const [fixRepair, fixing] = useMutation(FIX_REPAIR);
  const [uploading, setUploading] = useState(false);

  const start = async (note: string): Promise<WorkOutcome> => {
    try {
      await startRepair({ variables: { id: jobId, note: note.trim() || null } });
      return DONE;
    } catch (error) {
      return refused(error, 'Work could not be started. Try again in a moment.');
    }
  };

  const fix = async (note: string, photo: File | null): Promise<WorkOutcome> => {
    if (!photo) {
      try {
        await fixRepair({ variables: { id: jobId, note: note.trim() } });
        return DONE;
      } catch (error) {
        return refused(error, 'The job was not marked fixed. Try again in a moment.');
      }
    }
    setUploading(true);
    try {
      const answer = await sendFix(jobId, note.trim(), [photo]);
      if (!answer.sent) return { done: false, message: answer.message, fields: answer.fields };
      await client.query(REPAIR_JOB, { id: jobId }, { fetchPolicy: 'network-only' }).catch(() => client.refetch(['MaintenanceMyRepairJobs']));
      return DONE;
    } finally {
      setUploading(false);
    }
  };

  return { start, fix, busy: starting.loading || fixing.loading || uploading };
}
