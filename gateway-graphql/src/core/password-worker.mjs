// The password hasher's worker thread (core/password.ts runs it in a piscina pool). Plain
// JavaScript so that it loads under any loader: tsx in production, vitest in tests.
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * @param {{ op: 'hash', password: string, options: object } | { op: 'verify', hash: string, password: string }} task
 * @returns {{ value: string | boolean, ms?: number }} the answer, and how long the hash took (none when nothing was hashed)
 */
export default function run(task) {
  const started = performance.now();
  if (task.op === 'hash') return { value: hashSync(task.password, task.options), ms: performance.now() - started };
  try {
    return { value: verifySync(task.hash, task.password), ms: performance.now() - started };
  } catch {
    return { value: false }; // a malformed stored hash verifies nothing, at once: no hash's time
  }
}
