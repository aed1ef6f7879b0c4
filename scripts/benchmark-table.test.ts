import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './apps.js';
import { appendReplaced, BENCH_TARGETS, rebaseRow, cellsOf, recordInBenchmarks, recordRow, recordRows, tableHeader, type TableUpdate } from '../gateway-graphql/bench/benchmark-table.js';

const PAGE = `# Benchmarks

| target | latest figure | met? | machine and yardstick | command | date | history |
|---|---|---|---|---|---|---|
| **P2** selection day: p99 <= 150 ms | p99 9.1 ms | **met** | EPYC; argon2id 180/s | \`npm run bench -- selection\` | 2026-11-26 | [h](h.md) |
| **P2 GraphQL** through \`bookRoom\` | p99 11.3 ms | **met** | EPYC; argon2id 180/s | \`BENCH_BOOK_VIA=graphql npm run bench -- selection\` | 2026-11-26 | [h](h.md) |
| **P3** login storm | 64.6/s | **missed** | EPYC; argon2id 90/s | \`npm run bench -- login\` | 2026-11-27 | [h](h.md) |

Text after the table.
`;

const update: TableUpdate = { target: 'P2', figure: 'p99 42.0 ms; 0 double, 0 5xx', met: true, machine: '2 vCPU AMD EPYC 7B13; argon2id 150/s on one thread', date: '2026-12-01' };

describe("the benchmarks table's row rewrite", () => {
  it("rewrites the target's figure, verdict, machine and date, and nothing else", () => {
    const { page } = recordRow(PAGE, update);
    const before = PAGE.split('\n');
    const after = page.split('\n');
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [i]));
    expect(changed).toEqual([4]);
    expect(cellsOf(after[4]!)).toEqual([
      '**P2** selection day: p99 <= 150 ms',
      'p99 42.0 ms; 0 double, 0 5xx',
      '**met**',
      '2 vCPU AMD EPYC 7B13; argon2id 150/s on one thread',
      '`npm run bench -- selection`',
      '2026-12-01',
      '[h](h.md)',
    ]);
  });

  it('answers the line it replaced', () => {
    expect(recordRow(PAGE, update).replaced).toBe(PAGE.split('\n')[4]);
  });

  it('finds a target by its whole id: P2 is not P2 GraphQL', () => {
    const { page } = recordRow(PAGE, { ...update, target: 'P2 GraphQL', figure: 'p99 60 ms' });
    expect(cellsOf(page.split('\n')[5]!)[1]).toBe('p99 60 ms');
    expect(page.split('\n')[4]).toBe(PAGE.split('\n')[4]);
  });

  it('writes missed, or a dash for a measurement without a target, and a new command when given', () => {
    const missed = recordRow(PAGE, { ...update, met: false }).page.split('\n')[4]!;
    expect(cellsOf(missed)[2]).toBe('**missed**');
    const none = recordRow(PAGE, { ...update, met: null, command: 'npm run bench -- booking' }).page.split('\n')[4]!;
    expect(cellsOf(none)[2]).toBe('—');
    expect(cellsOf(none)[4]).toBe('`npm run bench -- booking`');
  });

  it('keeps the table in shape when a figure holds a pipe or a line break', () => {
    const { page } = recordRow(PAGE, { ...update, figure: 'a | b\nc' });
    const cells = cellsOf(page.split('\n')[4]!);
    expect(cells).toHaveLength(7);
    expect(cells[1]).toBe('a \\| b c');
  });

  it('refuses a target with no row, a target with two, and a date that is not YYYY-MM-DD', () => {
    expect(() => recordRow(PAGE, { ...update, target: 'P9' })).toThrow('no row for target "P9"');
    const twice = PAGE.replace('**P3** login storm', '**P2** again');
    expect(() => recordRow(twice, update)).toThrow('2 rows for target "P2"');
    expect(() => recordRow(PAGE, { ...update, date: '1 Dec' })).toThrow('YYYY-MM-DD');
  });

  it('records several rows in turn and lists what each replaced', () => {
    const { page, replaced } = recordRows(PAGE, [update, { ...update, target: 'P3', figure: '95/s' }]);
    expect(replaced).toEqual([PAGE.split('\n')[4], PAGE.split('\n')[6]]);
    expect(cellsOf(page.split('\n')[6]!)[1]).toBe('95/s');
  });
});

describe('the history of replaced rows', () => {
  it('starts a file with the table header, then appends rows at the end', () => {
    const header = tableHeader(PAGE);
    expect(header.split('\n')).toEqual(PAGE.split('\n').slice(2, 4));
    const first = appendReplaced(null, header, ['| **P2** old |']);
    expect(first).toMatch(/^# Rows the table replaced\n/);
    expect(first.endsWith(`${header}\n| **P2** old |\n`)).toBe(true);
    expect(appendReplaced(first, header, ['| **P3** older |'])).toBe(`${first}| **P3** older |\n`);
  });

  it('rebases the links of a row moved into the history folder', () => {
    const row = '| **P2** x | [day](benchmarks/history/2026-11-27.md#a-b), [0135](decisions/0135-x.md), [ops](operating.md), [web](https://example.org/a), [here](#top) |';
    expect(rebaseRow(row)).toBe('| **P2** x | [day](2026-11-27.md#a-b), [0135](../../decisions/0135-x.md), [ops](../../operating.md), [web](https://example.org/a), [here](../../benchmarks.md#top) |');
    expect(appendReplaced('x\n', '', [row])).toBe(`x\n${rebaseRow(row)}\n`);
  });

  it('writes docs/benchmarks.md and its history together', async () => {
    const docs = await mkdtemp(join(tmpdir(), 'bench-docs-'));
    try {
      await mkdir(join(docs, 'benchmarks', 'history'), { recursive: true });
      await writeFile(join(docs, 'benchmarks.md'), PAGE);
      await recordInBenchmarks([update], docs);
      expect(await readFile(join(docs, 'benchmarks.md'), 'utf8')).toBe(recordRow(PAGE, update).page);
      expect(await readFile(join(docs, 'benchmarks', 'history', 'replaced-rows.md'), 'utf8')).toContain(rebaseRow(PAGE.split('\n')[4]!));
    } finally {
      await rm(docs, { recursive: true, force: true });
    }
  });
});

describe('docs/benchmarks.md', () => {
  const page = readFileSync(join(repoRoot, 'docs', 'benchmarks.md'), 'utf8');

  it.each(Object.values(BENCH_TARGETS))('has exactly one row the bench can record as %s', (target) => {
    expect(() => recordRow(page, { ...update, target })).not.toThrow();
  });

  it('has the history file the bench appends to, starting with the same header', () => {
    const log = readFileSync(join(repoRoot, 'docs', 'benchmarks', 'history', 'replaced-rows.md'), 'utf8');
    expect(log.startsWith(appendReplaced(null, tableHeader(page), []))).toBe(true);
  });
});
