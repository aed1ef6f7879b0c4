import { serverMessage } from 'web-kit';
import type { SayOptions } from '../../../shared/status-message';

/** Says what an action did (the sentence takes the focus), or why it did not. */
export type Say = (text: string, options?: SayOptions) => void;

/**
 * Runs one action of the job page: on success says `done(result)`; on a refusal says the server's
 * own sentence (or `fallback`) as an error. Either way the focus goes to the page's status line,
 * as on the office's other screens (decision 0150). Resolves whether it worked.
 */
export async function runAction<T>(say: Say, work: () => Promise<T>, fallback: string, done: (result: T) => string): Promise<boolean> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    say(serverMessage(error, fallback), { tone: 'error' });
    return false;
  }
  say(done(result));
  return true;
}
