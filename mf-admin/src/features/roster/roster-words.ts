import type { SignupMode } from '../../gql/graphql';
import { when } from '../../shared/date-time';
import type { RosterImport } from './roster-csv-api';
import type { RosterStudent } from './roster.operations';

/** "1 student", "3 students". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The two ways students join, each said in one sentence. */
export const SIGNUP_MODES: ReadonlyArray<{ value: SignupMode; label: string; about: string }> = [
  { value: 'OPEN', label: 'Open signup', about: 'Any student can create an account with their enrollment ID; the roster is not checked.' },
  { value: 'ROSTER', label: 'Roster only', about: 'Only a student on the roster can create an account, with the email and gender the roster has for them.' },
];

/** What the toast says once a mode is saved. */
export const SIGNUP_MODE_SAVED: Record<SignupMode, string> = {
  OPEN: 'Signup is now open: any student can create an account.',
  ROSTER: 'Signup is now for students on the roster only.',
};

/** Whether a student of the roster has an account, or was invited to make one. */
export function standing(student: Pick<RosterStudent, 'signedUp' | 'invitedAt'>): { tone: 'success' | 'info' | 'neutral'; words: string } {
  if (student.signedUp) return { tone: 'success', words: 'Signed up' };
  if (student.invitedAt) return { tone: 'info', words: `Invited ${when(student.invitedAt)}` };
  return { tone: 'neutral', words: 'Not invited yet' };
}

/** "3 students to be added, 2 to be updated and 7 unchanged" (a dry run) or "3 students added, 2 updated and 7 unchanged". */
export function countsWords({ created, updated, unchanged }: Pick<RosterImport, 'created' | 'updated' | 'unchanged'>, { planned }: { planned: boolean }): string {
  const be = planned ? 'to be ' : '';
  return `${plural(created, 'student')} ${be}added, ${updated.toLocaleString('en')} ${be}updated and ${unchanged.toLocaleString('en')} unchanged`;
}

/** What the office reads once invitations went out. */
export const sentWords = (sent: number): string =>
  sent === 0 ? 'No invitation was sent: every student on the roster has an account or was invited already.' : `Sent ${plural(sent, 'invitation')}.`;
