import { graphQLErrors } from 'web-kit/graphql';

/** One per-field message of a BAD_USER_INPUT error, as the gateway sends it. */
interface FieldMessage {
  field: string;
  message: string;
}

const isFieldMessage = (value: unknown): value is FieldMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<FieldMessage>).field === 'string' &&
  typeof (value as Partial<FieldMessage>).message === 'string';

/**
 * The first GraphQL error's message, or `fallback`. Network failures and other errors get the
 * fallback on purpose: their text (fetch failures, status codes) means nothing to a student.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const [first] = graphQLErrors(error);
  if (!first) return fallback;
  const retryAfter = first?.extensions?.retryAfter;
  if (first?.extensions?.code === 'RATE_LIMITED' && typeof retryAfter === 'number') return tooManyAttempts(retryAfter);
  return first?.message ?? fallback;
}

/** A refusal for too many attempts, in minutes rounded up, as every screen words it. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The server's per-field messages (`extensions.fields` of BAD_USER_INPUT), keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = graphQLErrors(error)[0]?.extensions?.fields;
  if (!Array.isArray(fields)) return {};
  // The extension is untyped JSON: keep only well-formed entries rather than trusting its shape.
  return Object.fromEntries(fields.filter(isFieldMessage).map((f) => [f.field, f.message]));
}

/** The first GraphQL error's `extensions.code` (BAD_USER_INPUT, ROOM_FULL, …), or null for other failures. */
export function errorCode(error: unknown): string | null {
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * How many seconds the server asked a busy caller to wait (SERVICE_UNAVAILABLE with
 * `extensions.retryAfter`: logins shed at a rush, the database away), or null.
 */
export function busyRetryAfter(error: unknown): number | null {
  if (errorCode(error) !== 'SERVICE_UNAVAILABLE') return null;
  const seconds = graphQLErrors(error)[0]?.extensions?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
