import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's lint (eslint.config.js) refuses import circles made of type imports too
 * (eslint.cycles.js): import-x/no-cycle skips those, and 69 gateway files once formed one circle
 * that way. The texts are linted as if they stood at a real path; nothing is written to disk.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const resolver = `${root}gateway-graphql/src/modules/gate/gate.resolver.ts`;

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loads the config and its plugins once (seconds on a busy machine), outside the cases' time.
  await eslint.lintText('', { filePath: resolver });
}, 60_000);

async function cycleMessages(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'cycles/no-cycle').map((m) => m.message);
}

describe('lint: import circles, type imports included', () => {
  it('refuses a module that takes a type from services.ts, which imports every module', async () => {
    const text = `${readFileSync(resolver, 'utf8')}\nimport type { ClientInfo } from '../../services.js';\nexport type Caller = ClientInfo;\n`;
    const messages = await cycleMessages(text, resolver);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('gateway-graphql/src/services.ts → gateway-graphql/src/modules/gate/index.ts → gateway-graphql/src/modules/gate/gate.resolver.ts');
  });

  it("finds no circle through the gateway's request context, which lives in core", async () => {
    for (const file of ['modules/gate/gate.resolver.ts', 'core/request-context.ts', 'services.ts']) {
      const path = `${root}gateway-graphql/src/${file}`;
      expect(await cycleMessages(readFileSync(path, 'utf8'), path)).toEqual([]);
    }
  });
});
