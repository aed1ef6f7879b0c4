// What run.ts hands each benchmark's driver (bench/run-*.ts): the recorder of the figures they
// measure, and the machine they were measured on.
import { cpus, totalmem } from 'node:os';
import type { TableUpdate } from './benchmark-table.js';

export const machine = `${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV}`;

/** One target's figure for docs/benchmarks.md's table, and its numbers for BENCH_RESULTS_FILE. */
export type Note = (target: string, figure: string, met: boolean | null, measured?: Record<string, number>) => void;

export interface BenchContext {
  note: Note;
}

export interface BenchRecorder extends BenchContext {
  /** The table's machine column: it carries the yardstick, as every figure moves with it. */
  tableMachine: string;
  recorded: TableUpdate[];
  // BENCH_RESULTS_FILE: the figures of what ran, as JSON (with their p99s as numbers), for a driver
  // that runs this several times (bench/fast-paths.ts).
  numbers: Record<string, Record<string, number>>;
}

/** The recorder of one `npm run bench`, on a machine whose argon2 yardstick is `yardstick`. */
export function benchRecorder(yardstick: number): BenchRecorder {
  const recorded: TableUpdate[] = [];
  const numbers: Record<string, Record<string, number>> = {};
  const tableMachine = `${cpus().length} vCPU ${cpus()[0]?.model.trim()}; argon2id ${yardstick}/s on one thread`;
  const note: Note = (target, figure, met, measured = {}) => {
    recorded.push({ target, figure, met, machine: tableMachine, date: new Date().toISOString().slice(0, 10) });
    numbers[target] = measured;
  };
  return { note, tableMachine, recorded, numbers };
}
