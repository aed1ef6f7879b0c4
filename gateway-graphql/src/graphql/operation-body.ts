/** A POST body holding one GraphQL operation: its text, the operation's name, its variables, and nothing else. */
export interface OperationBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const KEYS = new Set(['query', 'operationName', 'variables']);

/**
 * `body` as one operation, when it is shaped as one and has no other keys (`extensions`, a
 * batch); otherwise undefined, and what the fast lanes leave to Apollo. The grid lane and the
 * GraphQL lane's compiled plans both read a body through it.
 */
export function operationBody(body: unknown): OperationBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (Object.keys(body).some((key) => !KEYS.has(key))) return undefined;
  if (typeof query !== 'string') return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  return body as OperationBody;
}
