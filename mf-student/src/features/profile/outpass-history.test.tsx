import { screen, within } from '@testing-library/react';
import { renderScreen } from 'web-kit/testing';
import { local, outpass } from '../../testing/outpass-fixtures';
import { OutpassHistoryList } from './outpass-history';
import { formatMoment } from './outpass-time';
import { outpassSteps } from './outpass-timeline';
import type { OutpassItem } from './profile.operations';

/** Asked on `day` of February 2025 at 12:00, decided at 15:00 the same day. */
const asked = (day: number) => ({ createdAt: local(2025, 2, day, 12, 0), decidedAt: local(2025, 2, day, 15, 0) });
const out = local(2025, 3, 1, 8, 15);

/** One outpass per state the badge knows, newest first as listed. */
const ONE_OF_EACH: [string, OutpassItem][] = [
  ['Pending', outpass('p', { reason: 'Pending one', createdAt: local(2025, 2, 28) })],
  ['Approved', outpass('a', { reason: 'Approved one', status: 'APPROVED', ...asked(27) })],
  ['Rejected', outpass('r', { reason: 'Rejected one', status: 'REJECTED', ...asked(26), decisionReason: 'Exams that week' })],
  ['Cancelled', outpass('c', { reason: 'Cancelled one', status: 'CANCELLED', createdAt: local(2025, 2, 25), cancelledAt: local(2025, 2, 25, 13, 0) })],
  ['Out', outpass('o', { reason: 'Out one', status: 'OUT', ...asked(24), outAt: out })],
  ['Returned', outpass('b', { reason: 'Returned one', status: 'RETURNED', ...asked(23), outAt: out, returnedAt: local(2025, 3, 1, 20, 0) })],
  [
    'Returned late',
    outpass('l', { reason: 'Late one', status: 'RETURNED', returnedLate: true, ...asked(22), outAt: out, overdueAt: local(2025, 3, 1, 21, 5), returnedAt: local(2025, 3, 1, 22, 10) }),
  ],
  ['Overdue', outpass('d', { reason: 'Overdue one', status: 'OVERDUE', ...asked(21), outAt: out, overdueAt: local(2025, 3, 1, 21, 5) })],
];

const rows = () => {
  const list = screen.getByRole('list', { name: 'Outpass history' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};
const row = (reason: string) => rows().find((item) => item.querySelector('p')?.textContent === reason)!;
const steps = (reason: string) => within(within(row(reason)).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem').map((step) => step.textContent);

describe('OutpassHistoryList', () => {
  it('shows a badge in words for every state, and only the actions each state allows', () => {
    renderScreen(<OutpassHistoryList items={ONE_OF_EACH.map(([, item]) => item)} />);
    expect(rows()).toHaveLength(ONE_OF_EACH.length);
    for (const [badge, item] of ONE_OF_EACH) {
      const here = row(item.reason);
      expect(within(here).getByText(badge)).toBeInTheDocument();
      const buttons = within(here).queryAllByRole('button').map((button) => button.textContent);
      const expected = [...(['APPROVED', 'OUT', 'OVERDUE'].includes(item.status) ? ['Gate pass'] : []), ...(['PENDING', 'APPROVED'].includes(item.status) ? ['Cancel outpass'] : [])];
      expect(buttons, item.status).toEqual(expected);
    }
    // A late return is not also called plain "Returned".
    expect(within(row('Late one')).queryByText('Returned')).not.toBeInTheDocument();
  });

  it("gives the office's reason for a rejection as the reason, and any other note as a note", () => {
    renderScreen(
      <OutpassHistoryList
        items={[
          outpass('r', { reason: 'Rejected one', status: 'REJECTED', ...asked(26), decisionReason: 'Exams that week' }),
          outpass('a', { reason: 'Approved one', status: 'APPROVED', ...asked(25), decisionReason: 'Back before dinner' }),
          outpass('n', { reason: 'Rejected bare', status: 'REJECTED', ...asked(24) }),
        ]}
      />,
    );
    expect(within(row('Rejected one')).getByText('Reason for rejection: Exams that week')).toBeInTheDocument();
    expect(within(row('Approved one')).getByText("Warden's note: Back before dinner")).toBeInTheDocument();
    expect(within(row('Rejected bare')).queryByText(/Reason for rejection/)).not.toBeInTheDocument();
  });

  it("says when the student is due back on the office's clock, whatever the browser's", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 15:30 UTC: 21:00 in India, 10:30 in New York.
      renderScreen(<OutpassHistoryList items={[outpass('p', { where: 'City library', expectedReturnAt: '2025-03-01T15:30:00.000Z' })]} />);
      expect(within(rows()[0]!).getByText('To City library · Back by 1 Mar 2025, 21:00')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('lists what happened, oldest first, with the times', () => {
    renderScreen(<OutpassHistoryList items={ONE_OF_EACH.map(([, item]) => item)} />);
    expect(steps('Late one')).toEqual([
      'Requested 22 Feb 2025, 12:00',
      'Approved 22 Feb 2025, 15:00',
      'Went out 1 Mar 2025, 08:15',
      'Overdue 1 Mar 2025, 21:05',
      'Returned late 1 Mar 2025, 22:10',
    ]);
    expect(steps('Rejected one')).toEqual(['Requested 26 Feb 2025, 12:00', 'Rejected 26 Feb 2025, 15:00']);
    expect(steps('Cancelled one')).toEqual(['Requested 25 Feb 2025, 12:00', 'Cancelled 25 Feb 2025, 13:00']);
  });

  it("shows the guardian's part only where the hostel asks for it", () => {
    renderScreen(
      <OutpassHistoryList
        items={[
          outpass('w', { reason: 'Waiting', guardianConsent: 'AWAITING', createdAt: local(2025, 2, 23) }),
          outpass('g', { reason: 'Agreed', guardianConsent: 'GIVEN', guardianAnsweredAt: local(2025, 2, 22, 18, 0), createdAt: local(2025, 2, 22) }),
          outpass('x', { reason: 'Refused', guardianConsent: 'REFUSED', guardianAnsweredAt: local(2025, 2, 21, 19, 0), createdAt: local(2025, 2, 21) }),
          outpass('n', { reason: 'Not asked', createdAt: local(2025, 2, 20) }),
        ]}
      />,
    );
    expect(within(row('Waiting')).getByText('Waiting for your guardian')).toBeInTheDocument();
    expect(within(row('Agreed')).getByText('Guardian agreed')).toBeInTheDocument();
    expect(steps('Agreed')).toEqual(['Requested 22 Feb 2025, 12:00', 'Guardian answered 22 Feb 2025, 18:00']);
    expect(within(row('Refused')).getByText('Guardian refused')).toBeInTheDocument();
    expect(within(row('Not asked')).queryByText(/guardian/i)).not.toBeInTheDocument();
  });
});

describe('outpass times', () => {
  it("leaves the year out in the office's current year only", () => {
    const now = new Date(local(2026, 11, 23, 12, 0));
    expect(formatMoment(local(2026, 11, 24, 21, 0), now)).toBe('24 Nov, 21:00');
    expect(formatMoment(local(2025, 11, 24, 9, 5), now)).toBe('24 Nov 2025, 09:05');
    // 1 Jan 2026 at 02:00 in India is still 2025 in UTC.
    expect(formatMoment(local(2026, 1, 1, 2, 0), now)).toBe('1 Jan, 02:00');
  });

  it('skips the moments an outpass has not reached', () => {
    expect(outpassSteps(outpass('p')).map((step) => step.label)).toEqual(['Requested']);
  });
});
