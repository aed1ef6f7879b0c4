import { errorCode, serverFieldErrors, serverMessage } from 'web-kit';

/**
 * A form's failure: the server's per-field messages for the fields the form shows (beside them),
 * and its sentence for an alert. Bad input whose every message found its field needs no alert
 * (its sentence is those messages, joined); any other refusal keeps its sentence, which says why.
 * (The hostels' forms keep their own copy, in features/hostels/refusal.tsx.)
 */
export function formFailure<F extends string>(error: unknown, fields: readonly F[], fallback: string): { fieldErrors: Partial<Record<F, string>>; message: string | null } {
  const all = serverFieldErrors(error);
  const fieldErrors = Object.fromEntries(Object.entries(all).filter(([field]) => (fields as readonly string[]).includes(field))) as Partial<Record<F, string>>;
  const placed = Object.keys(all).length > 0 && Object.keys(fieldErrors).length === Object.keys(all).length;
  return { fieldErrors, message: placed && errorCode(error) === 'BAD_USER_INPUT' ? null : serverMessage(error, fallback) };
}
