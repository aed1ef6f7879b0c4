import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { calendarDay } from './calendar-day';
import { when } from './date-time';

/** One field an audit event set or changed, as the server sends it (values as text, JSON for lists). */
export interface AuditChange {
  field: string;
  before?: string | null;
  after?: string | null;
}

/** A change in words: `label: before → after`, or `label: after` when nothing was there before. */
export interface ChangePhrase {
  label: string;
  before?: ReactNode;
  after: ReactNode;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Say = (value: string) => ReactNode;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** An enum value as a word: `WARDEN`, `warden` → "Warden"; "Pending" stays. */
const word: Say = (value) => capital(/^[A-Z_]+$/.test(value) ? value.toLowerCase().replace(/_/g, ' ') : value);
const yesNo: Say = (value) => ({ true: 'Yes', false: 'No' })[value] ?? value;
const instant: Say = (value) => when(value);
const day: Say = calendarDay;
const list =
  (empty: string): Say =>
  (value) => {
    try {
      const items: unknown = JSON.parse(value);
      if (Array.isArray(items)) return items.length > 0 ? items.join(', ') : empty;
    } catch {
      // Not JSON: the text as it is.
    }
    return value;
  };
const GUARDIAN: Record<string, string> = { NotRequired: 'Not asked', Awaiting: 'Waiting', Given: 'Agreed', Refused: 'Refused' };

/** How a known field is said; `none` is the word for an empty value, `quiet` leaves an empty value out. */
interface FieldWords {
  label: string;
  say?: Say;
  none?: string;
  quiet?: boolean;
}

const FIELDS: Record<string, FieldWords> = {
  status: { label: 'Status', say: word },
  reason: { label: 'Reason', quiet: true },
  where: { label: 'Where' },
  outTime: { label: 'Leaves at' },
  dateOfArrival: { label: 'Back on', say: day },
  expectedReturnAt: { label: 'Expected back', say: instant },
  responsibility: { label: 'Takes responsibility', say: word },
  guardianConsent: { label: 'Guardian', say: (value) => GUARDIAN[value] ?? word(value) },
  by: { label: 'By', say: (value) => (value === 'guardian link' ? "the guardian's link" : value) },
  at: { label: 'At', say: instant },
  late: { label: 'Late', say: yesNo },
  roommate: { label: 'Roommate', quiet: true },
  change: { label: 'Room change', say: yesNo },
  roommateResponse: { label: "Roommate's answer", say: word },
  roomType: { label: 'Room type', say: word },
  with: { label: 'Swapped with' },
  position: { label: 'Place in line' },
  offer: { label: 'Held bed', say: word },
  expiresAt: { label: 'Held until', say: instant },
  name: { label: 'Name' },
  email: { label: 'Email' },
  role: { label: 'Role', say: word },
  hostels: { label: 'Hostels', say: list('none') },
  disabled: { label: 'Account', say: (value) => ({ true: 'Disabled', false: 'Active' })[value] ?? value },
  guardianConsentRequired: { label: 'Guardians asked', say: yesNo },
  accessible: { label: 'Accessible', say: yesNo },
  needsAccessibleRoom: { label: 'Needs an accessible room', say: yesNo },
  opensAt: { label: 'Opens', say: instant, none: 'open now' },
  closesAt: { label: 'Closes', say: instant, none: 'never' },
  enrollmentPrefixes: { label: 'Enrollment IDs starting with', say: list('any') },
  inherited: { label: 'Window', say: (value) => (value === 'true' ? 'the one for all hostels' : value), none: 'its own' },
};

/** Fields that hold an id the screen can name: what it is, and where its story is told. */
const IDS: Record<string, { label: string; link: (id: string) => ReactNode }> = {
  request: { label: 'Room request', link: (id) => <Link to={`/adminpage/audit?objectType=room_request&objectId=${id}`}>its history</Link> },
};

/** A bed's place, said once: "BH-1 room 101, bed 1" (as much of it as there is). */
const PLACE = ['hostel', 'room', 'bed'] as const;
type Place = Partial<Record<(typeof PLACE)[number], string>>;

function placeWords({ hostel, room, bed }: Place): string | null {
  const where = [hostel, room && `room ${room}`].filter(Boolean).join(' ');
  const text = [where, bed && `bed ${bed}`].filter(Boolean).join(', ');
  return text || null;
}

function placePhrase(changes: readonly AuditChange[]): ChangePhrase | null {
  const side = (which: 'before' | 'after'): Place => Object.fromEntries(changes.filter((c) => (PLACE as readonly string[]).includes(c.field) && c[which]).map((c) => [c.field, c[which]!]));
  const [before, after] = [side('before'), side('after')];
  const parts = { ...before, ...after };
  const label = parts.bed ? 'Bed' : parts.room ? 'Room' : 'Hostel';
  const [from, to] = [placeWords(before), placeWords(after)];
  // Moved nowhere (the same hostel, room and bed), or no place at all: nothing to say.
  if (from === to) return null;
  if (from === null) return { label, after: to };
  return { label, before: from, after: to ?? 'none' };
}

function fieldPhrase({ field, before, after }: AuditChange): ChangePhrase | null {
  const id = IDS[field];
  if (id) return after ? { label: id.label, after: id.link(after) } : null;
  // A no-op ("bed: 1 → 1") says nothing; nor does an id the screen cannot name.
  if (before === after || [before, after].some((value) => value && UUID.test(value))) return null;
  const words = FIELDS[field] ?? { label: capital(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()) };
  const say = (value: string | null | undefined) => (value ? (words.say ?? String)(value) : (words.none ?? '—'));
  if (!after && (words.quiet || !before)) return null;
  // A room change only matters when it is one.
  if (field === 'change' && after !== 'true') return null;
  if (!before) return { label: words.label, after: say(after) };
  return { label: words.label, before: say(before), after: say(after) };
}

/**
 * An audit event's changes as people say them: a label for each known field, dates in the
 * office's words, a bed's hostel, room and bed said together, ids replaced by what they name (or
 * left out), and nothing for a field that did not change.
 */
export function describeChanges(changes: readonly AuditChange[]): ChangePhrase[] {
  const phrases: ChangePhrase[] = [];
  let placed = false;
  for (const change of changes) {
    if ((PLACE as readonly string[]).includes(change.field)) {
      if (placed) continue;
      placed = true;
      const phrase = placePhrase(changes);
      if (phrase) phrases.push(phrase);
      continue;
    }
    const phrase = fieldPhrase(change);
    if (phrase) phrases.push(phrase);
  }
  return phrases;
}
