import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './apps.js';

/**
 * `npm run lint` runs dependency-cruiser with the root .dependency-cruiser.cjs: its no-circular rule
 * counts type imports too (tsPreCompilationDeps), which import-x/no-cycle skips. 69 gateway files
 * once formed one circle that way. These cases cruise with that same configuration.
 */
let options: ICruiseOptions;
let fixture: string;
beforeAll(async () => {
  options = await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.cjs'));
  // Two modules that need each other only for types: the emitted JS has no circle, the code does.
  fixture = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  writeFileSync(join(fixture, 'room.ts'), "import type { Student } from './student.js';\nexport interface Room { occupants: Student[] }\n");
  writeFileSync(join(fixture, 'student.ts'), "import type { Room } from './room.js';\nexport interface Student { room?: Room }\n");
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

async function cruised(paths: string[], overrides: ICruiseOptions = {}): Promise<ICruiseResult> {
  const { output } = await cruise(paths, { ...options, ...overrides });
  if (typeof output === 'string') throw new Error(`expected the JSON result, got: ${output}`);
  return output;
}

/** Each no-circular violation as its chain of file names. */
const circles = (result: ICruiseResult) =>
  result.summary.violations
    .filter((v) => v.rule.name === 'no-circular')
    .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].map((path) => path.split('/').pop()));

describe('lint: import circles, type imports included (dependency-cruiser)', () => {
  it('reports a circle made only of type imports', async () => {
    const result = await cruised([fixture]);
    expect(circles(result)).toContainEqual(['room.ts', 'student.ts', 'room.ts']);
    expect(result.summary.error).toBeGreaterThan(0);
  });

  it('needs tsPreCompilationDeps for it: without it the same folder looks clean', async () => {
    // Why the configuration turns it on; and proof that the fixture's circle is made of types only.
    expect(circles(await cruised([fixture], { tsPreCompilationDeps: false }))).toEqual([]);
  });

  it("finds no circle in the gateway's sources, whose imports it resolves", async () => {
    const result = await cruised([join(repoRoot, 'gateway-graphql/src')]);
    expect(circles(result)).toEqual([]);
    // Not clean by accident: `./modules/gate/index.js` in services.ts resolved to the .ts file.
    const services = result.modules.find((m) => m.source.endsWith('gateway-graphql/src/services.ts'));
    expect(services?.dependencies.map((d) => d.resolved)).toContainEqual(expect.stringMatching(/gateway-graphql\/src\/modules\/gate\/index\.ts$/));
  }, 60_000);
});
