import { z } from 'zod';

/** How a question's answers compare: SCALE answers are ordered (one step apart), CHOICE answers only match or not. */
export enum QuestionKind {
  SCALE = 'SCALE',
  CHOICE = 'CHOICE',
}

/**
 * One question of a process's roommate questionnaire (docs/decisions/0145). An answer is the
 * index of one of `choices`; a SCALE has exactly five, from one end to the other.
 */
export interface Question {
  /** Stable within the process: answers and filters name it. */
  key: string;
  label: string;
  kind: QuestionKind;
  choices: string[];
  /** 0 (asked, not counted) to 5: how much a match weighs in the score. */
  weight: number;
  /** A mismatch rules a pair out: different choices, or a SCALE two or more steps apart. */
  dealbreaker: boolean;
}

/** The questionnaire a new process starts with; the office may change it until the process is published. */
export const DEFAULT_QUESTIONS: readonly Question[] = [
  { key: 'sleep', label: 'When do you usually go to sleep?', kind: QuestionKind.SCALE, choices: ['Before 10 PM', 'Around 11 PM', 'Around midnight', 'Around 1 AM', 'After 2 AM'], weight: 3, dealbreaker: false },
  { key: 'tidiness', label: 'How tidy do you keep your side of the room?', kind: QuestionKind.SCALE, choices: ['Relaxed', 'Somewhat relaxed', 'In between', 'Tidy', 'Spotless'], weight: 3, dealbreaker: false },
  { key: 'noise', label: 'How much noise (music, calls) do you make in the room?', kind: QuestionKind.SCALE, choices: ['Silent', 'Quiet', 'Some', 'Often', 'A lot'], weight: 2, dealbreaker: false },
  { key: 'guests', label: 'How often do you have friends over?', kind: QuestionKind.SCALE, choices: ['Never', 'Rarely', 'Sometimes', 'Often', 'Most days'], weight: 2, dealbreaker: false },
  { key: 'study', label: 'Where do you study?', kind: QuestionKind.CHOICE, choices: ['In the room', 'In the library', 'Both'], weight: 1, dealbreaker: false },
  { key: 'smoking', label: 'Do you smoke?', kind: QuestionKind.CHOICE, choices: ['No', 'Yes'], weight: 3, dealbreaker: true },
];

/** At most this many questions a process (a page a student answers on a phone). */
export const MAX_QUESTIONS = 12;

const questionSchema = z
  .object({
    key: z
      .string({ error: 'Give each question a key.' })
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,29}$/, 'A key is 1-30 lower-case letters, digits or dashes, starting with a letter.'),
    label: z.string({ error: 'Write each question.' }).trim().min(1, 'Write each question.').max(120, 'A question has at most 120 characters.'),
    kind: z.enum([QuestionKind.SCALE, QuestionKind.CHOICE], { error: 'A question is a scale or a choice.' }),
    choices: z.array(z.string().trim().min(1, 'Name every answer.').max(40, 'An answer has at most 40 characters.'), { error: 'Give the answers.' }),
    weight: z.number({ error: 'A weight is 0 to 5.' }).int('A weight is 0 to 5.').min(0, 'A weight is 0 to 5.').max(5, 'A weight is 0 to 5.'),
    dealbreaker: z.boolean({ error: 'Say whether a mismatch rules a pair out.' }),
  })
  .superRefine((q, ctx) => {
    if (q.kind === QuestionKind.SCALE && q.choices.length !== 5) ctx.addIssue({ code: 'custom', message: `"${q.label}" is a scale: give exactly five answers, from one end to the other.` });
    if (q.kind === QuestionKind.CHOICE && (q.choices.length < 2 || q.choices.length > 6)) ctx.addIssue({ code: 'custom', message: `"${q.label}" needs 2 to 6 answers.` });
    if (new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length) ctx.addIssue({ code: 'custom', message: `"${q.label}" names an answer twice.` });
  });

/** The office's questionnaire, as `setRoommateQuestionnaire` takes it. */
export const questionnaireSchema = z.object({
  questions: z
    .array(questionSchema, { error: 'Give the questions.' })
    .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions.`)
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, 'Each question needs a key of its own.')
    .refine((qs) => qs.length === 0 || qs.some((q) => q.weight > 0 || q.dealbreaker), 'At least one question must count (a weight above 0, or a dealbreaker).'),
});

/** A student's answers: question key to the index of the chosen answer. */
export type Answers = Record<string, number>;

/** The questionnaire stored on a process, read defensively: a row written before questionnaires had none. */
export function questionsOf(stored: unknown): Question[] {
  return Array.isArray(stored) ? (stored as Question[]) : [...DEFAULT_QUESTIONS];
}
