/** The gateway's answer to a fix sent with a photo: done, or its refusal (a sentence, and field messages if it named fields). */
export type FixAnswer = { sent: true } | { sent: false; message: string; fields: Record<string, string> };

/** A photo's limit, as the gateway's (repairs.photos.ts PHOTO_MAX_BYTES). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then mark the job fixed.',
  413: 'The photo is too large to send: a photo may be at most 10 MB.',
};

const isFieldMessage = (value: unknown): value is { field: string; message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { field?: unknown }).field === 'string' && typeof (value as { message?: unknown }).message === 'string';

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
  let response: Response;
  try {
    response = await fetch(`/api/repairs/${encodeURIComponent(jobId)}/fixed`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
  } catch {
    return { sent: false, message: 'Could not reach the server. Check the connection and try again: your note is kept here.', fields: {} };
  }
  if (response.ok) return { sent: true };
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const fields = Array.isArray(body?.errors) ? Object.fromEntries(body.errors.filter(isFieldMessage).map((f) => [f.field, f.message])) : {};
  const message = typeof body?.message === 'string' && response.status !== 413 ? body.message : (BY_STATUS[response.status] ?? 'The job was not marked fixed. Try again in a moment.');
  return { sent: false, message, fields };
}
