import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../src/config.js';
import { seeded, type Resident } from './front-desk-campus.js';
import { percentiles } from './setup.js';
import { APOLLO_HEADERS, apolloBody, webOperation } from './web-operations.js';

/**
 * A guard finding a parcel's resident as the front desk's search box asks for them (mf-admin's
 * resident-search.tsx): the box's text, trimmed, once it has stayed the same for the debounce
 * (use-debounced.ts), from the UI's minimum length, through the web's DeskParcelRecipients with
 * only `query` in its variables (the box sends no hostel), cache-first as web-kit's useQuery asks:
 * a text this page asked before is answered from Apollo Client's cache and sends nothing. Typed
 * in real time, key by key, so what is sent is what the debounce lets through.
 */
export const DESK_RECIPIENTS = webOperation('mf-admin', 'DeskParcelRecipients');

/** The UI's own figures, read from its source so the bench follows them when they change. */
function uiConstant(file: string, name: string): number {
  const text = readFileSync(join(repoRoot, 'mf-admin', 'src', 'features', 'front-desk', file), 'utf8');
  const match = text.match(new RegExp(`export const ${name} = (\\d+);`));
  if (!match) throw new Error(`bench: no "export const ${name} = <number>;" in mf-admin's front-desk/${file}`);
  return Number(match[1]);
}
export const SEARCH_FROM = uiConstant('parcel-words.ts', 'SEARCH_FROM');
export const SEARCH_DEBOUNCE_MS = uiConstant('resident-search.tsx', 'SEARCH_DEBOUNCE_MS');

/** What the label gives the guard to type: the name (most), the enrollment ID, or the room number. */
export type LabelKind = 'name' | 'enrollment' | 'room';

export interface Label {
  resident: Resident;
  kind: LabelKind;
}

interface Recipient {
  studentId: string;
}

/** One DeskParcelRecipients sent: its text, its time, how many residents it answered. */
export interface SearchSample {
  query: string;
  kind: LabelKind;
  ms: number;
  found: number;
  ok: boolean;
}

/** A guard's page: its session and Apollo Client's cache of the answers it has had. */
export interface GuardPage {
  name: string;
  cookie: string;
  cache: Map<string, Recipient[]>;
  inFlight: Map<string, Promise<Recipient[] | null>>;
}

/** The keystrokes' pace: log-normal around 180 ms a key (a guard at a desk, two hands, reading the label), longer after a space and now and then a glance at the label. */
function keyInterval(rand: () => number, after: string): number {
  const normal = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  let ms = 180 * Math.exp(0.4 * normal);
  if (after === ' ') ms += 150 + rand() * 250;
  if (rand() < 0.08) ms += 400 + rand() * 500;
  return Math.min(ms, 2000);
}

async function ask(baseUrl: string, page: GuardPage, query: string, kind: LabelKind, samples: SearchSample[]): Promise<Recipient[] | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...APOLLO_HEADERS, cookie: page.cookie }, body: apolloBody(DESK_RECIPIENTS, { query }), signal: AbortSignal.timeout(30_000) });
    const body = (await response.json()) as { data?: { parcelRecipients: Recipient[] }; errors?: unknown[] };
    const ms = performance.now() - started;
    const answer = body.data?.parcelRecipients ?? null;
    samples.push({ query, kind, ms, found: answer?.length ?? 0, ok: response.ok && !body.errors && answer !== null });
    return answer;
  } catch {
    samples.push({ query, kind, ms: performance.now() - started, found: 0, ok: false });
    return null;
  }
}

export interface LabelOutcome {
  kind: LabelKind;
  found: boolean;
  /** Found only after the box was cleared and the enrollment ID typed (a name shared by more than the list shows, a room number in all 8 hostels). */
  fellBack: boolean;
  keys: number;
  settled: number;
  sent: number;
  fromCache: number;
  ms: number;
}

/**
 * The guard types `label`'s text into the box, key by key, and stops as soon as the list shown
 * under the box holds the resident (then taps them). The list shows the answer to the box's
 * settled text only while the text is still that (resident-search.tsx's `asking`). Typed whole
 * and not shown: the box is cleared and the enrollment ID typed instead.
 */
async function findOne(baseUrl: string, page: GuardPage, label: Label, rand: () => number, samples: SearchSample[]): Promise<LabelOutcome> {
  const started = performance.now();
  const outcome: LabelOutcome = { kind: label.kind, found: false, fellBack: false, keys: 0, settled: 0, sent: 0, fromCache: 0, ms: 0 };
  const target = label.resident.id;
  const texts = { name: label.resident.name, enrollment: label.resident.enrollmentId, room: String(label.resident.roomNumber) };
  const tries = label.kind === 'enrollment' ? [texts.enrollment] : [texts[label.kind], texts.enrollment];
  for (const [attempt, full] of tries.entries()) {
    // The box's text as typed, and what the search sees of it (trimmed, as resident-search.tsx asks).
    let box = '';
    let value = '';
    let shown: { value: string; answer: Recipient[] } | null = null;
    let timer: NodeJS.Timeout | undefined;
    let last: Promise<unknown> = Promise.resolve();
    const settle = (settledValue: string) => {
      outcome.settled++;
      if (settledValue.length < SEARCH_FROM) return;
      const cached = page.cache.get(settledValue);
      if (cached) {
        outcome.fromCache++;
        shown = { value: settledValue, answer: cached };
        return;
      }
      let pending = page.inFlight.get(settledValue);
      if (!pending) {
        outcome.sent++;
        pending = ask(baseUrl, page, settledValue, label.kind, samples).then((answer) => {
          page.inFlight.delete(settledValue);
          if (answer) page.cache.set(settledValue, answer);
          return answer;
        });
        page.inFlight.set(settledValue, pending);
      }
      last = pending.then((answer) => {
        if (answer && value === settledValue) shown = { value: settledValue, answer };
      });
    };
    const showsTarget = () => shown !== null && shown.value === value && shown.answer.some((r) => r.studentId === target);
    for (const char of full) {
      if (showsTarget()) break;
      box += char;
      const next = box.trim();
      outcome.keys++;
      if (next !== value) {
        value = next;
        clearTimeout(timer);
        const settledValue = value;
        timer = setTimeout(() => settle(settledValue), SEARCH_DEBOUNCE_MS);
      }
      await sleep(keyInterval(rand, char));
    }
    if (!showsTarget()) {
      // Typed whole: the guard waits for the list (the debounce, then the answer; bounded).
      await sleep(SEARCH_DEBOUNCE_MS + 5);
      await Promise.race([last, sleep(30_000)]);
    }
    clearTimeout(timer);
    if (showsTarget()) {
      outcome.found = true;
      outcome.fellBack = attempt > 0;
      break;
    }
  }
  outcome.ms = Math.round(performance.now() - started);
  return outcome;
}

/** The mix of labels: what the guard reads off each parcel and types. */
export function labelsFor(residents: Resident[], seed: number): Label[] {
  const rand = seeded(seed);
  return residents.map((resident) => {
    const r = rand();
    return { resident, kind: r < 0.6 ? 'name' : r < 0.85 ? 'enrollment' : 'room' };
  });
}

type Figures = ReturnType<typeof percentiles>;

/** One desk's search, as its guard saw it. */
export interface DeskTyping {
  desk: string;
  labels: number;
  outcomes: { found: number; notFound: number; fellBack: number; keys: number; settled: number; sent: number; fromCache: number; secondsToFind: Figures };
  latencyMs: Figures;
  byKind: Record<string, { sent: number; latencyMs: Figures }>;
  byLength: Record<string, { sent: number; latencyMs: Figures }>;
  failed: number;
  /** The slowest answers, with how many residents each answered (at most 10). */
  slowest: { query: string; ms: number; found: number }[];
}

export interface TypingResult {
  seconds: number;
  desks: DeskTyping[];
  /** Every search sent, with its desk. */
  samples: (SearchSample & { desk: string })[];
}

function figures(desk: string, outcomes: LabelOutcome[], samples: SearchSample[]): DeskTyping {
  const ok = samples.filter((s) => s.ok);
  const group = (key: (s: SearchSample) => string) => {
    const groups: Record<string, { sent: number; latencyMs: Figures }> = {};
    for (const k of [...new Set(ok.map(key))].sort()) {
      const ms = ok.filter((s) => key(s) === k).map((s) => s.ms);
      groups[k] = { sent: ms.length, latencyMs: percentiles(ms) };
    }
    return groups;
  };
  const sum = (f: (o: LabelOutcome) => number) => outcomes.reduce((a, o) => a + f(o), 0);
  return {
    desk,
    labels: outcomes.length,
    outcomes: {
      found: outcomes.filter((o) => o.found).length,
      notFound: outcomes.filter((o) => !o.found).length,
      fellBack: outcomes.filter((o) => o.fellBack).length,
      keys: sum((o) => o.keys),
      settled: sum((o) => o.settled),
      sent: sum((o) => o.sent),
      fromCache: sum((o) => o.fromCache),
      secondsToFind: percentiles(outcomes.filter((o) => o.found).map((o) => o.ms / 1000)),
    },
    latencyMs: percentiles(ok.map((s) => s.ms)),
    byKind: group((s) => s.kind),
    byLength: group((s) => (s.query.length <= 2 ? '2 characters' : s.query.length === 3 ? '3 characters' : s.query.length <= 5 ? '4-5 characters' : '6+ characters')),
    failed: samples.length - ok.length,
    slowest: [...ok]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6)
      .map((s) => ({ query: s.query, ms: Math.round(s.ms * 10) / 10, found: s.found })),
  };
}

/**
 * Each guard works through their labels, one after another (a short pause between them: the
 * rest of the form, not measured here, is taken out), all guards at once, until their labels or
 * `seconds` run out. The figures by desk: `desks` names each page's desk.
 */
export async function guardsTyping(baseUrl: string, pages: GuardPage[], labels: Label[][], { seconds, seed, desks }: { seconds: number; seed: number; desks?: string[] }): Promise<TypingResult> {
  const samples: SearchSample[][] = pages.map(() => []);
  const outcomes: LabelOutcome[][] = pages.map(() => []);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    pages.map(async (page, g) => {
      const rand = seeded(seed + g);
      for (const label of labels[g]!) {
        if (performance.now() >= deadline) break;
        outcomes[g]!.push(await findOne(baseUrl, page, label, rand, samples[g]!));
        await sleep(300 + rand() * 500);
      }
    }),
  );
  const names = desks ?? pages.map((p) => p.name);
  const byDesk = [...new Set(names)].map((desk) => {
    const mine = names.flatMap((n, g) => (n === desk ? [g] : []));
    return figures(desk, mine.flatMap((g) => outcomes[g]!), mine.flatMap((g) => samples[g]!));
  });
  return { seconds: Math.round((performance.now() - started) / 100) / 10, desks: byDesk, samples: names.flatMap((desk, g) => samples[g]!.map((x) => ({ ...x, desk }))) };
}
