import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { repoRoot } from '../config.js';
import { buildGatewaySchema } from '../graphql/schema.js';

/** Writes schema/schema.graphql from the resolvers; `npm test` fails when the committed file differs. */
export const SCHEMA_FILE = join(repoRoot, 'schema', 'schema.graphql');

export async function emittedSchema(): Promise<string> {
  const header = '# Emitted by the gateway (npm run schema:emit). Do not edit by hand.\n\n';
  return header + printSchema(await buildGatewaySchema()) + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  await writeFile(SCHEMA_FILE, await emittedSchema());
  console.info(`Wrote ${SCHEMA_FILE}`);
}
