/** A POST body holding one GraphQL operation: its text, the operation's name, its variables, and nothing else the server acts on. */
export interface OperationBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const KEYS = new Set(['query', 'operationName', 'variables', 'extensions']);

/**
 * Apollo Client 4's `extensions` on every operation it sends (`clientLibrary`: its name and
 * version, for a server's metrics): Apollo Server reads nothing else of it, so an answer is the
 * same with or without it. Any other extension (a persisted query's hash, say) changes what
 * Apollo does, and is Apollo's to handle.
 */
function onlyClientLibrary(extensions: unknown): boolean {
  if (extensions === undefined) return true;
  if (typeof extensions !== 'object' || extensions === null || Array.isArray(extensions)) return false;
  const keys = Object.keys(extensions);
  return keys.length === 0 || (keys.length === 1 && keys[0] === 'clientLibrary');
}

/**
 * `body` as one operation, when it is shaped as one: `query`, `operationName`, `variables`, and
 * at most the `extensions` Apollo Client adds (its `clientLibrary`); otherwise undefined (a
 * batch, another extension), and what the fast lanes leave to Apollo. The grid lane and the
 * GraphQL lane's compiled plans both read a body through it.
 */
export function operationBody(body: unknown): OperationBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (Object.keys(body).some((key) => !KEYS.has(key))) return undefined;
  if (typeof query !== 'string' || !onlyClientLibrary(extensions)) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  return body as OperationBody;
}
