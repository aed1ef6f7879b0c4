/** A field the gateway named in a refusal. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** What a multipart write came back with: nothing (the server was not reached), or its status and what its JSON said. */
export type MultipartAnswer =
  | { reached: false }
  | {
      reached: true;
      status: number;
      /** The answer's JSON, or null when it had none. */
      body: Record<string, unknown> | null;
      /** A refusal's sentence (`message`), when it gave one. */
      message: string | null;
      /** A refusal's field messages (`errors: [{ field, message }]`). */
      fields: FieldMessage[];
    };

const isFieldMessage = (value: unknown): value is FieldMessage =>
  typeof value === 'object' && value !== null && typeof (value as { field?: unknown }).field === 'string' && typeof (value as { message?: unknown }).message === 'string';

/**
 * POSTs a multipart form (files with their fields) to the REST bridge, as the gateway asks of a
 * multipart write: same origin with the session cookie, and `X-Requested-With`, which a form on
 * another site cannot send (decision 0156). The refusal shape is the bridge's own,
 * `{ message, errors: [{ field, message }] }`; each caller words the statuses it knows.
 */
export async function postMultipart(url: string, form: FormData): Promise<MultipartAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  } catch {
    return { reached: false };
  }
  const json: unknown = await response.json().catch(() => null);
  const body = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const fields = Array.isArray(body?.errors) ? body.errors.filter(isFieldMessage) : [];
  return { reached: true, status: response.status, body, message: typeof body?.message === 'string' ? body.message : null, fields };
}
