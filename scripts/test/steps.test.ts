import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest-files.js';
import { runSteps, type Step } from './steps.js';

const node = (code: string) => `"${process.execPath}" -e "${code}"`;
const wait = (ms: number, then = '') => node(`setTimeout(() => { ${then} }, ${ms})`);

async function run(steps: Step[], jobs: number) {
  const lines: string[] = [];
  const result = await runSteps(steps, { jobs, cwd: process.cwd(), print: (line) => lines.push(line) });
  return { ...result, lines, at: (line: string) => lines.indexOf(line) };
}

describe('npm test steps', () => {
  it('starts a step only once the steps it needs have passed, and prefixes what it prints', async () => {
    const r = await run(
      [
        { name: 'b', command: node("console.log('from b')"), after: ['a'] },
        { name: 'a', command: wait(200, "console.log('from a')") },
      ],
      2,
    );
    expect(r.ok).toBe(true);
    expect(r.at('== b: ' + node("console.log('from b')"))).toBeGreaterThan(r.lines.findIndex((l) => l.startsWith('== a passed')));
    expect(r.lines).toContain('a | from a');
    expect(r.lines).toContain('b | from b');
    expect([...r.took.keys()].sort()).toEqual(['a', 'b']);
  });

  it('runs steps side by side up to the number of jobs, and no more', async () => {
    const steps = ['x', 'y', 'z'].map((name) => ({ name, command: wait(300) }));
    const two = await run(steps, 2);
    const firstPass = two.lines.findIndex((l) => / passed in /.test(l));
    expect(two.lines.slice(0, firstPass).filter((l) => l.startsWith('== ') && l.includes(': ')).length).toBe(2);
    const one = await run(steps, 1);
    expect(one.lines.filter((l) => l.startsWith('== ')).map((l) => l.split(/[: ]/)[1]! + (l.includes('passed') ? '+' : ''))).toEqual(['x', 'x+', 'y', 'y+', 'z', 'z+']);
  });

  it('fails the run on a failed step: what runs finishes, nothing new starts', async () => {
    const r = await run(
      [
        { name: 'broken', command: node('process.exit(3)') },
        { name: 'slow', command: wait(400) },
        { name: 'later', command: node('0'), after: ['broken'] },
        { name: 'queued', command: node('0') },
      ],
      2,
    );
    expect(r.ok).toBe(false);
    expect(Object.fromEntries(r.states)).toEqual({ broken: 'failed', slow: 'passed', later: 'waiting', queued: 'waiting' });
    expect(r.lines).toContain('== broken FAILED (exit 3) in ' + r.lines.find((l) => l.startsWith('== broken FAILED'))!.split(' in ')[1]);
  });

  it('refuses a step that needs one that does not exist', async () => {
    await expect(runSteps([{ name: 'a', command: 'true', after: ['nope'] }], { jobs: 1, cwd: process.cwd(), print: () => undefined })).rejects.toThrow('step a needs nope');
  });
});

describe('the ten slowest files', () => {
  it('lists the slowest first, ten at most', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, project: 'p', ms: i * 1000, tests: 1 }));
    const lines = slowestLines(times);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('   11.0 s  f11.test.ts  (1 tests, p)');
    expect(lines[9]).toContain('f2.test.ts');
  });
});
