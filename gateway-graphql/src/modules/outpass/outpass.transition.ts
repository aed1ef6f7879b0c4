import { officeDayTime } from '../../core/clock.js';
import { RequestStatus as S } from '../../core/enums.js';

/** What can happen to an outpass, and by whom (the callers check the role; this checks the state). */
export type OutpassMove = 'approve' | 'reject' | 'cancel' | 'out' | 'return' | 'overdue';

/** From which states each move may start, and where it ends. Nothing else moves an outpass. */
export const MOVES: Record<OutpassMove, { from: readonly S[]; to: S }> = {
  approve: { from: [S.PENDING], to: S.APPROVED },
  reject: { from: [S.PENDING], to: S.REJECTED },
  cancel: { from: [S.PENDING, S.APPROVED], to: S.CANCELLED },
  out: { from: [S.APPROVED], to: S.OUT },
  return: { from: [S.OUT, S.OVERDUE], to: S.RETURNED },
  overdue: { from: [S.OUT], to: S.OVERDUE },
};

/** The moments an outpass records, for the reasons a refusal gives. */
export interface OutpassMoments {
  status: S;
  outAt?: Date | null;
  returnedAt?: Date | null;
}

/**
 * Why `move` cannot start from the outpass's state, in the words of whoever tried it (staff,
 * the student, the guard at the gate); null when it can.
 */
export function refusalOf(move: OutpassMove, o: OutpassMoments): string | null {
  if (MOVES[move].from.includes(o.status)) return null;
  const went = o.outAt ? ` at ${officeDayTime(o.outAt)}` : '';
  const back = o.returnedAt ? ` at ${officeDayTime(o.returnedAt)}` : '';
  switch (move) {
    case 'approve':
    case 'reject':
      return `This outpass has already been ${pastTense(o.status)}.`;
    case 'cancel':
      if (o.status === S.OUT || o.status === S.OVERDUE) return 'You have already left through the gate: an outpass cannot be cancelled after that.';
      return `This outpass has already been ${pastTense(o.status)}.`;
    case 'out':
      if (o.status === S.PENDING) return 'This outpass has not been approved yet.';
      if (o.status === S.REJECTED) return 'This outpass was rejected.';
      if (o.status === S.CANCELLED) return 'This outpass was cancelled by the student.';
      if (o.status === S.RETURNED) return `This pass has already been used: the student went out and came back${back}.`;
      return `This pass has already been used: the student went out${went}.`;
    case 'return':
      if (o.status === S.APPROVED) return 'The student has not gone out on this pass yet.';
      if (o.status === S.RETURNED) return `This pass has already been used: the student came back${back}.`;
      if (o.status === S.CANCELLED) return 'This outpass was cancelled by the student.';
      if (o.status === S.REJECTED) return 'This outpass was rejected.';
      return 'This outpass has not been approved yet.';
    case 'overdue':
      return `This outpass is ${o.status.toLowerCase()}, not out.`;
  }
}

const pastTense = (status: S): string =>
  ({
    [S.PENDING]: 'left pending',
    [S.APPROVED]: 'approved',
    [S.REJECTED]: 'rejected',
    [S.CANCELLED]: 'cancelled',
    [S.OUT]: 'used: the student is out',
    [S.RETURNED]: 'used: the student has come back',
    [S.OVERDUE]: 'used: the student is out and overdue',
  })[status];
