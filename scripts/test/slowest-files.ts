import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { repoRoot } from '../apps.js';

export interface FileTime {
  file: string;
  project: string;
  /** Wall time of the file in its worker: collecting, setting up and running its tests. */
  ms: number;
  tests: number;
}

/** The n slowest files, as lines to print. */
export function slowestLines(times: FileTime[], n = 10): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.file}  (${t.tests} tests, ${t.project})`);
}

/**
 * The slow-test guard (issue 50): every file's time. Under `npm test` (TEST_TIMES_FILE set) the
 * times are appended to that file, and scripts/test/run.ts prints the ten slowest of the whole
 * run at its end; a vitest run on its own prints its own ten.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((m) => ({
      file: relative(repoRoot, m.moduleId),
      project: m.project.name,
      ms: Math.round(m.diagnostic().duration),
      tests: [...m.children.allTests()].length,
    }));
    const sink = process.env.TEST_TIMES_FILE;
    if (sink) appendFileSync(sink, times.map((t) => JSON.stringify(t)).join('\n') + '\n');
    else if (times.length > 0) console.info(['', 'The ten slowest files:', ...slowestLines(times)].join('\n'));
  }
}
