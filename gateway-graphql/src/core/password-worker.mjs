// The password hasher's worker thread (core/password.ts runs it in a piscina pool). Plain
// JavaScript so that it loads under any loader: tsx in production, vitest in tests.
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * @param {{ op: 'hash', password: string, options: object } | { op: 'verify', hash: string, password: string }} task
 * @returns {{ value: string | boolean, ms: number }} the answer, and how long the hash took
 */
export default function run(task) {
  const started = performance.now();
  let value;
  if (task.op === 'hash') value = hashSync(task.password, task.options);
  else {
    try {
      value = verifySync(task.hash, task.password);
    } catch {
      value = false; // a malformed stored hash verifies nothing
    }
  }
  return { value, ms: performance.now() - started };
}
