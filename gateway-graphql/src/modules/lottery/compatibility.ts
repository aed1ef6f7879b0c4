import { QuestionKind, type Answers, type Question } from './questionnaire.js';

/** No answer to a question, in a vector. */
const NONE = -1;
/** A pair a dealbreaker rules out. */
export const RULED_OUT = -1;
/** A pair with no counted question both answered: nothing to judge by. */
export const UNKNOWN = -2;

/** How two answers to one question compare, as the student reads it. */
export interface Comparison {
  key: string;
  /** "same", "one step apart", "two steps apart", "far apart", "different". */
  word: string;
}

/**
 * Compatibility of two students by a process's questionnaire (docs/decisions/0145): per question
 * both answered, a similarity of 1 (same) down to 0 (a SCALE's two ends, or different CHOICEs),
 * weighted; the score is the weighted mean as 0-100. A dealbreaker question answered differently
 * (a CHOICE) or two or more steps apart (a SCALE) rules the pair out, whatever the rest says.
 * Answers travel as small vectors so the assignment can score millions of pairs.
 */
export class Compatibility {
  private readonly kinds: Uint8Array;
  private readonly weights: Uint8Array;
  private readonly dealbreakers: Uint8Array;
  private readonly spans: Uint8Array;

  constructor(readonly questions: readonly Question[]) {
    this.kinds = Uint8Array.from(questions, (q) => (q.kind === QuestionKind.SCALE ? 1 : 0));
    this.weights = Uint8Array.from(questions, (q) => q.weight);
    this.dealbreakers = Uint8Array.from(questions, (q) => (q.dealbreaker ? 1 : 0));
    this.spans = Uint8Array.from(questions, (q) => Math.max(1, q.choices.length - 1));
  }

  /** A student's answers as a vector in question order; answers to no question, or out of range, are dropped. */
  vector(answers: Answers): Int8Array {
    return Int8Array.from(this.questions, (q) => {
      const a = answers[q.key];
      return typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < q.choices.length ? a : NONE;
    });
  }

  /** 0-100, or RULED_OUT, or UNKNOWN. */
  score(a: Int8Array, b: Int8Array): number {
    let sum = 0;
    let weight = 0;
    for (let i = 0; i < a.length; i++) {
      const x = a[i]!;
      const y = b[i]!;
      if (x === NONE || y === NONE) continue;
      const apart = x > y ? x - y : y - x;
      if (this.dealbreakers[i] && (this.kinds[i] ? apart >= 2 : apart !== 0)) return RULED_OUT;
      const w = this.weights[i]!;
      if (w === 0) continue;
      sum += w * (this.kinds[i] ? 1 - apart / this.spans[i]! : apart === 0 ? 1 : 0);
      weight += w;
    }
    return weight === 0 ? UNKNOWN : Math.round((100 * sum) / weight);
  }

  /** How the two compare on each question both answered and `shown` allows, in question order. */
  explain(a: Int8Array, b: Int8Array, shown: (key: string) => boolean): Comparison[] {
    const out: Comparison[] = [];
    this.questions.forEach((q, i) => {
      const x = a[i]!;
      const y = b[i]!;
      if (x === NONE || y === NONE || !shown(q.key)) return;
      const apart = Math.abs(x - y);
      const word = q.kind === QuestionKind.CHOICE ? (apart === 0 ? 'same' : 'different') : (['same', 'one step apart', 'two steps apart'][apart] ?? 'far apart');
      out.push({ key: q.key, word });
    });
    return out;
  }
}

/** "sleep: same; tidiness: one step apart; guests: different". */
export const explanationText = (comparisons: readonly Comparison[]): string => comparisons.map((c) => `${c.key.replace(/-/g, ' ')}: ${c.word}`).join('; ');
