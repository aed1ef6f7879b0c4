import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { emittedSchema, SCHEMA_FILE } from './emit.js';

describe('the schema contract', () => {
  it('schema/schema.graphql is exactly what the gateway emits (run `npm run schema:emit` after changing a resolver)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await emittedSchema());
  });

  it('never exposes a password hash or a reset code', async () => {
    expect(await emittedSchema()).not.toMatch(/passwordHash|codeHash|tokenHash/i);
  });
});
