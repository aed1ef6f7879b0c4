import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The operations the web apps send, as `npm run codegen` wrote them (schema/web-operations.json): what the benchmarks send. */
export const WEB_OPERATIONS = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'web-operations.json'), 'utf8')) as {
  apolloClient: { name: string; version: string };
  operations: Record<string, Record<string, { type: string; text: string }>>;
};

/** An operation's text as the file holds it, whichever app sends it. */
export function webOperationText(name: string): string | undefined {
  for (const operations of Object.values(WEB_OPERATIONS.operations)) if (operations[name]) return operations[name].text;
  return undefined;
}

interface SentBody {
  operationName?: string;
  query?: string;
  extensions?: unknown;
}

/** Every GraphQL POST the page sends from now on, by operation name, and how each answer was encoded. */
export function graphqlRequests(page: Page): { byName(): Record<string, SentBody[]>; encodingOf(name: string): string | undefined } {
  const bodies: SentBody[] = [];
  const encodings = new Map<string, string>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    try {
      const body = JSON.parse(request.postData() ?? '{}') as SentBody;
      bodies.push(body);
      void request.response().then(async (response) => {
        const encoding = response && (await response.allHeaders())['content-encoding'];
        if (body.operationName && encoding) encodings.set(body.operationName, encoding);
      });
    } catch {
      // not JSON: not an operation
    }
  });
  return {
    byName: () => {
      const named: Record<string, SentBody[]> = {};
      for (const body of bodies) if (body.operationName) (named[body.operationName] ??= []).push(body);
      return named;
    },
    encodingOf: (name) => encodings.get(name),
  };
}
