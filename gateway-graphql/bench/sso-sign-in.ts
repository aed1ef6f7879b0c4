// A student's sign-in through the campus's provider as a browser walks it, timed step by step, for
// `npm run bench -- sso` (bench/sso-storm.ts).
import { CrossSiteBrowser, signInAtProvider } from '../test/sso-browser.js';
import { CAMPUS_PASSWORD } from './sso-campus.js';
import { APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';

/** A sign-in or a read still waiting after this long counts as failed: every loop of the SSO storm is bounded in time. */
export const TIMEOUT_MS = 60_000;

/** Calls `fn(i)` for i < count, evenly over `windowMs` (an open model: arrivals wait for nothing). */
export async function openLoop(count: number, windowMs: number, fn: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const flows: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * windowMs) / count - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(fn(i));
  }
  await Promise.all(flows);
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** The steps of a sign-in, named by where the browser is. */
export type Step = 'start' | 'authorize' | 'sign-in page' | 'sign-in post' | 'resume' | 'callback' | 'SessionMe' | 'other';

function stepOf(gatewayUrl: string, url: string, method: string): Step {
  const { origin, pathname } = new URL(url);
  if (origin === gatewayUrl) return pathname === '/api/auth/sso/start' ? 'start' : pathname === '/api/auth/sso/callback' ? 'callback' : 'other';
  if (pathname === '/auth') return 'authorize';
  if (pathname.startsWith('/interaction/')) return method === 'POST' ? 'sign-in post' : 'sign-in page';
  if (pathname.startsWith('/auth/')) return 'resume';
  return 'other';
}

function timed(steps: Map<Step, number[]>, step: Step, ms: number): void {
  const list = steps.get(step) ?? [];
  list.push(ms);
  steps.set(step, list);
}

/** A step's request failed before any answer: which step, and the network's word for it. */
class StepFailed extends Error {
  constructor(
    readonly step: Step,
    cause: unknown,
  ) {
    const code = (cause as { cause?: NodeJS.ErrnoException } | undefined)?.cause?.code;
    super(`${step}: ${code ?? (cause instanceof Error ? cause.message : 'failed')}`, { cause });
  }
}

/** The test's cross-site browser, timing each step of the chain (by where it goes) and naming the step that failed. */
class TimedBrowser extends CrossSiteBrowser {
  constructor(
    private readonly gatewayUrl: string,
    private readonly steps: Map<Step, number[]>,
  ) {
    super();
  }

  override async request(url: string, init: Parameters<CrossSiteBrowser['request']>[1] = {}): ReturnType<CrossSiteBrowser['request']> {
    const step = stepOf(this.gatewayUrl, url, init.method ?? (init.form ? 'POST' : 'GET'));
    const started = performance.now();
    try {
      const reply = await super.request(url, init);
      timed(this.steps, step, performance.now() - started);
      return reply;
    } catch (error) {
      throw new StepFailed(step, error);
    }
  }
}

/** Why a sign-in failed, in a few words: the step and how, never a student's details or an address. */
function reasonOf(error: unknown): string {
  if (error instanceof StepFailed) return error.message;
  if (!(error instanceof Error)) return 'error';
  // signInAtProvider's words ("the provider refused the sign-in: 401"), without addresses or page text.
  const status = /: (\d{3})\b/.exec(error.message)?.[1];
  const what = error.message.replace(/ from http\S*/, '').split(':')[0]!;
  return status ? `${what} (${status})` : what;
}

type SignInOutcome = { ok: true; ms: number } | { ok: false; reason: string };

/** One student's sign-in through the provider, as a browser walks it, then the session's first `SessionMe`. */
async function signIn(gatewayUrl: string, email: string, steps: Map<Step, number[]>): Promise<SignInOutcome> {
  const started = performance.now();
  const browser = new TimedBrowser(gatewayUrl, steps);
  const landed = await browser.request(await signInAtProvider(browser, gatewayUrl, email, CAMPUS_PASSWORD, '/'));
  const refusal = /#sso=([\w-]+)/.exec(landed.location ?? '');
  if (refusal) return { ok: false, reason: `refused: ${refusal[1]}` };
  if (landed.status !== 303) return { ok: false, reason: `callback answered ${landed.status}` };
  const session = browser.cookie(gatewayUrl, 'dormspace_session');
  if (!session) return { ok: false, reason: 'no session cookie' };
  const asked = performance.now();
  const me = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { ...APOLLO_HEADERS, cookie: `dormspace_session=${session}` }, body: apolloBody(WEB.sessionMe) }).catch((error: unknown) => {
    throw new StepFailed('SessionMe', error);
  });
  if (me.status !== 200) {
    await me.arrayBuffer();
    return { ok: false, reason: `SessionMe answered ${me.status}` };
  }
  const body = (await me.json()) as { data?: { me?: { email: string } | null } };
  if (body.data?.me?.email !== email) return { ok: false, reason: 'SessionMe: signed out' };
  timed(steps, 'SessionMe', performance.now() - asked);
  return { ok: true, ms: performance.now() - started };
}

export interface SignIns {
  okAt: number[];
  ms: number[];
  steps: Map<Step, number[]>;
  failures: Record<string, number>;
}

/** `emails` sign in, arriving evenly over `windowMs`. */
export async function signInAll(gatewayUrl: string, emails: string[], windowMs: number): Promise<SignIns> {
  const result: SignIns = { okAt: [], ms: [], steps: new Map(), failures: {} };
  const started = performance.now();
  await openLoop(emails.length, windowMs, async (i) => {
    const outcome = await withTimeout(signIn(gatewayUrl, emails[i]!, result.steps), TIMEOUT_MS).catch((error: unknown): SignInOutcome => ({ ok: false, reason: reasonOf(error) }));
    if (!outcome.ok) {
      result.failures[outcome.reason] = (result.failures[outcome.reason] ?? 0) + 1;
      return;
    }
    result.okAt.push(performance.now() - started);
    result.ms.push(outcome.ms);
  });
  return result;
}
