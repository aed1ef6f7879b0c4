import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from './codegen.ts';

describe('the web apps\' generated GraphQL types', () => {
  it('are what `npm run codegen` writes today: every operation validates against schema.graphql and its types are current', async () => {
    // generate() fails on an operation that does not validate against the schema.
    const outputs = await generate(config, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      expect(await readFile(filename, 'utf8'), `${filename} is stale: run npm run codegen`).toBe(content);
    }
  });
});
