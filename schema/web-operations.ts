import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { InMemoryCache, version as apolloClientVersion } from '@apollo/client';
import { Kind, print, type DocumentNode } from 'graphql';
import { APPS } from './codegen.ts';

/** The repository's root. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run codegen` writes the operations the web apps send (committed; a test fails when stale). */
export const WEB_OPERATIONS_FILE = `${root}schema/web-operations.json`;

/** Every operation each web app can send, by app and operation name, as its text goes over the wire. */
export interface WebOperations {
  /** The Apollo Client whose `extensions.clientLibrary` rides on every operation the page's client sends. */
  apolloClient: { name: '@apollo/client'; version: string };
  operations: Record<string, Record<string, { type: 'query' | 'mutation' | 'subscription'; text: string }>>;
}

const isDocument = (value: unknown): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT;

/**
 * The operations of each app's codegen output (`src/gql/graphql.ts`) as Apollo Client sends them:
 * its cache's document transform (which adds `__typename`), printed by graphql's printer, as
 * web-kit's `earlyQuery` and Apollo's HttpLink do. The benchmarks send these texts, never their
 * own (docs/benchmarks.md); a browser journey checks that the page sends exactly these.
 */
export async function webOperations(): Promise<WebOperations> {
  const cache = new InMemoryCache();
  const operations: WebOperations['operations'] = {};
  for (const app of APPS) {
    const generated = (await import(pathToFileURL(`${root}${app}/src/gql/graphql.ts`).href)) as Record<string, unknown>;
    const mine: WebOperations['operations'][string] = {};
    for (const value of Object.values(generated)) {
      if (!isDocument(value)) continue;
      const operation = value.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation?.name) continue; // a fragment's document
      mine[operation.name.value] = { type: operation.operation, text: print(cache.transformDocument(value)) };
    }
    operations[app] = Object.fromEntries(Object.entries(mine).sort(([a], [b]) => a.localeCompare(b)));
  }
  return { apolloClient: { name: '@apollo/client', version: apolloClientVersion }, operations };
}

/** The file's text: stable, one operation a line pair, so a change reads well in a diff. */
export const webOperationsText = async (): Promise<string> => `${JSON.stringify(await webOperations(), null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await webOperationsText();
  const before = await readFile(WEB_OPERATIONS_FILE, 'utf8').catch(() => '');
  if (before !== text) await writeFile(WEB_OPERATIONS_FILE, text);
  console.log(`${WEB_OPERATIONS_FILE}: ${before === text ? 'unchanged' : 'written'}`);
}
