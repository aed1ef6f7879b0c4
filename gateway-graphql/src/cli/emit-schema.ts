import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { emittedSchema, SCHEMA_FILE } from '../graphql/emit.js';

/** Writes schema/schema.graphql from the resolvers; `npm test` fails when the committed file differs. */
await writeFile(SCHEMA_FILE, await emittedSchema());
console.info(`Wrote ${SCHEMA_FILE}`);
