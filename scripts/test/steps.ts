import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One command of `npm test`, started once every step it needs has passed. */
export interface Step {
  name: string;
  command: string;
  after?: string[];
  env?: NodeJS.ProcessEnv;
}

export type StepState = 'waiting' | 'running' | 'passed' | 'failed';

export interface StepsResult {
  ok: boolean;
  states: Map<string, StepState>;
  /** Milliseconds each step that ran took. */
  took: Map<string, number>;
}

/**
 * Runs the steps, at most `jobs` at a time, each as soon as the steps it names in `after` have
 * passed. Each line a step prints goes to `print`, prefixed with its name. A failed step fails the
 * run: the steps already running finish, and no new one starts.
 */
export async function runSteps(steps: Step[], options: { jobs: number; cwd: string; env?: NodeJS.ProcessEnv; print?: (line: string) => void }): Promise<StepsResult> {
  const print = options.print ?? ((line: string) => console.info(line));
  const names = new Set(steps.map((s) => s.name));
  for (const step of steps) for (const need of step.after ?? []) if (!names.has(need)) throw new Error(`step ${step.name} needs ${need}, which is not a step`);
  const states = new Map<string, StepState>(steps.map((s) => [s.name, 'waiting']));
  const took = new Map<string, number>();
  const width = Math.max(...steps.map((s) => s.name.length));

  const start = (step: Step) =>
    new Promise<void>((resolve) => {
      states.set(step.name, 'running');
      const began = Date.now();
      print(`== ${step.name}: ${step.command}`);
      const child = spawn(step.command, { cwd: options.cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env, ...step.env } });
      const prefix = `${step.name.padEnd(width)} | `;
      const streams = [child.stdout, child.stderr].map((input) => new Promise((done) => createInterface({ input }).on('line', (line) => print(prefix + line)).once('close', done)));
      child.once('close', (code, signal) => {
        void Promise.all(streams).then(() => {
          took.set(step.name, Date.now() - began);
          states.set(step.name, code === 0 ? 'passed' : 'failed');
          print(`== ${step.name} ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
          resolve();
        });
      });
    });

  const running = new Set<Promise<void>>();
  for (;;) {
    const failed = [...states.values()].includes('failed');
    const ready = failed ? [] : steps.filter((s) => states.get(s.name) === 'waiting' && (s.after ?? []).every((a) => states.get(a) === 'passed'));
    for (const step of ready.slice(0, Math.max(0, options.jobs - running.size))) {
      const promise: Promise<void> = start(step).then(() => void running.delete(promise));
      running.add(promise);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return { ok: [...states.values()].every((s) => s === 'passed'), states, took };
}
