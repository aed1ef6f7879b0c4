/** What waits, by the server's kind, as the office says it. */
export const PENDING_KIND: Record<string, string> = {
  room_request: 'Room request',
  roommate_invitation: 'Roommate invitation',
  outpass: 'Outpass',
  waitlist_offer: 'Bed offer',
};

export const kindWords = (kind: string): string => PENDING_KIND[kind] ?? kind.replace(/_/g, ' ');

/** "Asha Patil (21CS001)" or "Asha Patil". */
export const studentWords = ({ studentName, enrollmentId }: { studentName: string; enrollmentId?: string | null }): string =>
  enrollmentId ? `${studentName} (${enrollmentId})` : studentName;

/** What closing a year does, in sentences: the confirmation dialog says each. */
export const CLOSING_DOES = (year: string, next: string): string[] => [
  `The academic year ${year} closes and ${next} opens.`,
  `Every bed is freed. Where each student lived is kept in their record, under ${year}, with their requests, outpasses and waitlist places.`,
  'Every waiting list closes.',
  'Selection stays closed until you set the new windows on the Selection Window page.',
  'This cannot be undone.',
];

/** The status line after a close. */
export const closedWords = (closed: string, next: string): string => `The academic year ${closed} is closed. ${next} is now the open year.`;

/** An academic year's name: four digits, a hyphen, two digits (2027-28). */
export const YEAR_NAME = /^\d{4}-\d{2}$/;

/** The name that follows `name` (2026-27 → 2027-28), or '' when it is not of that form. */
export function nextYearName(name: string): string {
  if (!YEAR_NAME.test(name)) return '';
  const start = Number(name.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
