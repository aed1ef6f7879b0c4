import { useId } from 'react';
import { styled, Alert, Card, DetailList } from 'ui';
import type { PastYear } from './profile.operations';

const Years = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const YearName = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.0625rem;
`;

/** The words of each status, as the history and 'My room' say them. */
const STATUS_WORDS: Record<string, string> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  DECLINED: 'declined',
  OUT: 'out',
  RETURNED: 'returned',
  OVERDUE: 'overdue',
};

/** The closed years newest first. The server already sends them so; sorting again keeps the promise. */
export function newestYearFirst(years: readonly PastYear[]): PastYear[] {
  return [...years].sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt));
}

/** Where the student lived that year, as a sentence. */
export function whereLived(year: PastYear): string {
  const at = year.allocation;
  return at ? `${at.hostel}, room ${at.roomNumber}, bed ${at.bed}.` : 'No room that year.';
}

/**
 * How many there were and how they ended, as a sentence: "3 outpasses: 2 approved, 1 rejected."
 * or "None." Statuses are counted in the order they first appear (the server's, newest first).
 */
export function tally(items: readonly { status: string }[], one: string, many: string): string {
  if (items.length === 0) return 'None.';
  const counts = new Map<string, number>();
  for (const { status } of items) counts.set(status, (counts.get(status) ?? 0) + 1);
  const parts = [...counts].map(([status, n]) => `${n} ${STATUS_WORDS[status] ?? status.toLowerCase()}`);
  return `${items.length} ${items.length === 1 ? one : many}: ${parts.join(', ')}.`;
}

function YearEntry({ year }: { year: PastYear }) {
  const headingId = useId();
  return (
    <li>
      <section aria-labelledby={headingId}>
        <YearName id={headingId}>{year.name}</YearName>
        <DetailList
          items={[
            { label: 'Room', value: whereLived(year) },
            { label: 'Room requests', value: tally(year.roomRequests, 'room request', 'room requests') },
            { label: 'Outpasses', value: tally(year.outpasses, 'outpass', 'outpasses') },
          ]}
        />
      </section>
    </li>
  );
}

/**
 * 'Past years': each closed academic year, newest first, with where the student lived (hostel,
 * room, bed, or no room) and how its room requests and outpasses ended. Closed years are
 * read-only, so nothing here can be acted on. Absent while the years load and when the student
 * has no closed year; a failure to read them says so in a sentence.
 */
export function PastYears({ years, error }: { years: readonly PastYear[] | undefined; error?: unknown }) {
  if (error) {
    return (
      <Card title="Past years" headingLevel={2}>
        <Alert tone="error">Your past years could not be loaded. Reload the page to try again.</Alert>
      </Card>
    );
  }
  if (!years || years.length === 0) return null;
  return (
    <Card title="Past years" headingLevel={2}>
      <Years aria-label="Past years">
        {newestYearFirst(years).map((year) => (
          <YearEntry key={year.name} year={year} />
        ))}
      </Years>
    </Card>
  );
}
