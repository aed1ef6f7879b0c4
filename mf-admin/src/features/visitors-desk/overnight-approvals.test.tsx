import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { calendarDay } from '../../shared/calendar-day';
import { DECIDE_VISIT } from './visitors-desk.operations';
import { refused, renderVisitors, visit } from './visitors-desk.fixtures';

const decide = (variables: Record<string, unknown>, result: Mock['result']): Mock => ({ request: { query: DECIDE_VISIT, variables }, result });
const section = () => screen.getByRole('region', { name: 'Overnight guests to approve' });

/** Meera, staying the night with Asha on 12 March; and Sunil, Kiran's guest, the night before. */
const MEERA = visit('o1', { status: 'PENDING_APPROVAL', overnight: true, day: '2026-03-12', expectedFrom: '18:00', expectedTo: '11:00' });
const SUNIL = visit('o2', { status: 'PENDING_APPROVAL', overnight: true, day: '2026-03-11', visitorName: 'Sunil Das', studentName: 'Kiran Das', expectedFrom: '19:00', expectedTo: '10:00' });

/** The section's status line saying `text`, with the focus on it. */
async function said(text: string) {
  const line = await within(section()).findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

describe('the visitors desk: overnight guests to approve', () => {
  it('lets a warden approve a guest with a note, soonest night first; the student is told and the card leaves', async () => {
    const user = userEvent.setup();
    const approved = vi.fn(() => ({ data: { decideVisit: { ...MEERA, status: 'EXPECTED', decidedAt: '2026-03-10T05:00:00.000Z', decidedByName: 'Warden Iyer', decisionNote: 'Leave by 11.' } } }));
    renderVisitors([decide({ id: 'o1', approve: true, note: 'Leave by 11.' }, approved)], { role: 'WARDEN', pending: [MEERA, SUNIL] });

    const list = await within(await screen.findByRole('region', { name: 'Overnight guests to approve' })).findByRole('list', { name: 'Overnight guests to approve' });
    expect(within(list).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['Sunil Das, overnight guest of Kiran Das', 'Meera Rao, overnight guest of Asha Rao']);
    const card = within(list).getByRole('listitem', { name: 'Meera Rao, overnight guest of Asha Rao' });
    expect(card).toHaveTextContent('Guest of Asha Rao, Room 204, GH-1');
    expect(card).toHaveTextContent(`${calendarDay('2026-03-12')} from 18:00, overnight until 11:00 the next day`);

    await user.type(within(card).getByRole('textbox', { name: 'Note for the student (optional)' }), ' Leave by 11. ');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    await said(`Approved: Meera Rao may stay the night of ${calendarDay('2026-03-12')} as Asha Rao's guest.`);
    expect(approved).toHaveBeenCalledWith({ id: 'o1', approve: true, note: 'Leave by 11.' });
    expect(within(section()).queryByRole('listitem', { name: /^Meera Rao/ })).not.toBeInTheDocument();
    expect(within(section()).getByRole('listitem', { name: /^Sunil Das/ })).toBeInTheDocument();
  });

  it("declines without a note, and says a refusal in the server's words", async () => {
    const user = userEvent.setup();
    const past = 'This visit was for 2026-03-11: its day is past.';
    const declined = vi.fn(() => ({ data: { decideVisit: { ...MEERA, status: 'DECLINED' } } }));
    renderVisitors([decide({ id: 'o1', approve: false, note: null }, declined), decide({ id: 'o2', approve: false, note: null }, refused(past, 'CONFLICT'))], { role: 'ADMIN', pending: [MEERA, SUNIL] });

    const meera = await within(await screen.findByRole('region', { name: 'Overnight guests to approve' })).findByRole('listitem', { name: /^Meera Rao/ });
    await user.click(within(meera).getByRole('button', { name: 'Decline' }));
    await said(`Declined: Meera Rao may not stay the night of ${calendarDay('2026-03-12')}. Asha Rao is told.`);

    await user.click(within(within(section()).getByRole('listitem', { name: /^Sunil Das/ })).getByRole('button', { name: 'Decline' }));
    await said(past);
    expect(within(section()).getByRole('listitem', { name: /^Sunil Das/ })).toBeInTheDocument();
  });

  it("is not a guard's: the office's sections are not shown to them", async () => {
    renderVisitors([], { role: 'GUARD', pending: [MEERA] });
    await screen.findByText('No visitor expected.');
    await act(() => new Promise((done) => setTimeout(done, 100)));
    for (const name of ['Overnight guests to approve', 'Visiting rules', 'Visitor log', 'Keeping visitor records']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });
});
