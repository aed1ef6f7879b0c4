import type { DeskVisit, VisitStatus } from './visitors-desk.operations';

/** How long an answered walk-in stays under Asking the host, for the guard to read the answer. */
export const ANSWER_KEPT_MS = 15 * 60_000;

const ANSWERED: readonly VisitStatus[] = ['SIGNED_IN', 'SIGNED_OUT', 'DECLINED', 'EXPIRED'];

/** Text in the visitor's or host's name, or digits in the visitor's phone. */
export function matches(visit: DeskVisit, text: string): boolean {
  const words = text.trim().toLowerCase();
  if (!words) return true;
  const digits = words.replace(/\D/g, '');
  return visit.visitorName.toLowerCase().includes(words) || visit.studentName.toLowerCase().includes(words) || (digits.length >= 3 && visit.visitorPhone.replace(/\D/g, '').includes(digits));
}

/** A walk-in still asked, or answered (or unanswered in time) in the last few minutes. */
function askingOrJustAnswered(visit: DeskVisit, now: number): boolean {
  if (!visit.walkIn) return false;
  const at = visit.decidedAt ?? visit.askExpiresAt;
  const recent = at !== null && now - Date.parse(at) < ANSWER_KEPT_MS;
  return visit.status === 'ASKING' ? at === null || recent : recent && ANSWERED.includes(visit.status);
}

const byText = (pick: (visit: DeskVisit) => string | null) => (a: DeskVisit, b: DeskVisit) => (pick(a) ?? '').localeCompare(pick(b) ?? '');

/**
 * The desk's day in its three sections, searched: the walk-ins asked (newest first), the visitors
 * expected (by their hour), and those in now (longest in first, where an overstay shows).
 */
export function sections(visits: readonly DeskVisit[], text: string, now: number) {
  const shown = visits.filter((visit) => matches(visit, text));
  return {
    asking: shown.filter((visit) => askingOrJustAnswered(visit, now)).sort(byText((visit) => visit.createdAt)).reverse(),
    expected: shown.filter((visit) => visit.status === 'EXPECTED').sort(byText((visit) => visit.expectedFrom)),
    inNow: shown.filter((visit) => visit.status === 'SIGNED_IN').sort(byText((visit) => visit.signedInAt)),
  };
}
