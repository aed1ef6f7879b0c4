import type { SignupMode } from '../../gql/graphql';
import { plural } from '../../shared/plural';
import { when } from '../../shared/date-time';
import type { RosterStudent } from './roster.operations';

/** "1 student", "3 students" (the shared one, as the roster's screens said it). */
export { plural };

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

/** What the office reads once invitations went out. */
export const sentWords = (sent: number): string =>
  sent === 0 ? 'No invitation was sent: every student on the roster has an account or was invited already.' : `Sent ${plural(sent, 'invitation')}.`;
