import { postMultipart } from 'web-kit';

/** The gateway's answer to a fix sent with a photo: done, or its refusal (a sentence, and field messages if it named fields). */
export type FixAnswer = { sent: true } | { sent: false; message: string; fields: Record<string, string> };

/** A photo's limit, as the gateway's (repairs.photos.ts PHOTO_MAX_BYTES). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then mark the job fixed.',
  413: 'The photo is too large to send: a photo may be at most 10 MB.',
};

/**
 * Marks a job fixed with a photo: `POST /api/repairs/:id/fixed` as a multipart form, the note in
 * `note` and the photo in `photos` (the gateway takes up to 3), as mf-student's report form sends
 * its photos: the session cookie goes along (same origin, through the shell) and
 * `X-Requested-With`, which the gateway asks of a multipart write and a form on another site
 * cannot send. The answer is the job as JSON, not a GraphQL answer: the caller reads it again.
 */
export async function sendFix(jobId: string, note: string, photos: readonly File[]): Promise<FixAnswer> {
  const form = new FormData();
  form.append('note', note);
  for (const photo of photos) form.append('photos', photo, photo.name);
  const answer = await postMultipart(`/api/repairs/${encodeURIComponent(jobId)}/fixed`, form);
  if (!answer.reached) return { sent: false, message: 'Could not reach the server. Check the connection and try again: your note is kept here.', fields: {} };
  if (answer.status >= 200 && answer.status < 300) return { sent: true };
  const fields = Object.fromEntries(answer.fields.map((f) => [f.field, f.message]));
  const message = answer.message !== null && answer.status !== 413 ? answer.message : (BY_STATUS[answer.status] ?? 'The job was not marked fixed. Try again in a moment.');
  return { sent: false, message, fields };
}
