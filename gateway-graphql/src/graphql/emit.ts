import { join } from 'node:path';
import { printSchema } from 'graphql';
import { repoRoot } from '../config.js';
import { buildGatewaySchema } from './schema.js';

/** The committed contract, read by codegen and the front ends. */
export const SCHEMA_FILE = join(repoRoot, 'schema', 'schema.graphql');

/** The SDL the resolvers define, as `npm run schema:emit` writes it. */
export async function emittedSchema(): Promise<string> {
  const header = '# Emitted by the gateway (npm run schema:emit). Do not edit by hand.\n\n';
  return `${header}${printSchema(await buildGatewaySchema())}\n`;
}
