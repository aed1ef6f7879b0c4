import { postMultipart } from 'web-kit';
import type { RepairFormValues } from './repair-form-values';

/** The gateway's answer to a report: the new job's id, or its refusal (a sentence, and field messages if it named fields). */
export type ReportAnswer = { sent: true; jobId: string } | { sent: false; message: string; fields: { field: string; message: string }[] };

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then send the report.',
  413: 'The photos are too large to send: a photo may be at most 10 MB.',
};

/**
 * Sends a report to `POST /api/repairs` as a multipart form: the fields by the gateway's names
 * (those of ReportRepairInput) and up to 3 files in `photos`. Every report goes this way, with
 * photos or without, rather than the `reportRepair` mutation for the latter: one request, one
 * refusal shape (`{ message, errors: [{ field, message }] }`) and one code path to test, and a
 * student who adds a photo after a refusal sends the same form again. The session cookie goes
 * along (the API is on the page's origin, through the shell); `X-Requested-With` is what the
 * gateway asks of a multipart write, which a form on another site cannot send.
 */
export async function reportRepair(values: RepairFormValues, photos: readonly File[]): Promise<ReportAnswer> {
  const form = new FormData();
  form.append('category', values.category);
  form.append('place', values.place);
  if (values.place === 'common') form.append('commonArea', values.commonArea.trim());
  form.append('description', values.description.trim());
  form.append('urgency', values.urgency);
  form.append('mayEnter', values.mayEnter ? 'true' : 'false');
  for (const photo of photos) form.append('photos', photo, photo.name);
  const answer = await postMultipart('/api/repairs', form);
  if (!answer.reached) return { sent: false, message: 'Could not reach the server. Check the connection and try again: your report is kept here.', fields: [] };
  if (answer.status === 201 && typeof answer.body?.id === 'string') return { sent: true, jobId: answer.body.id };
  const message = answer.message !== null && answer.status !== 413 ? answer.message : (BY_STATUS[answer.status] ?? 'The report was not sent. Try again in a moment.');
  const fields = answer.fields;
  return { sent: false, message, fields };
}
