import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { LOG_PAGE } from './visitor-log';
import { SET_RETENTION_DAYS } from './visitors-desk.operations';
import { BH1, GH1, refused, renderVisitors, visit, visits } from './visitors-desk.fixtures';

const log = () => screen.findByRole('region', { name: 'Visitor log' });
const setDays = (days: number, result: Mock['result']): Mock => ({ request: { query: SET_RETENTION_DAYS, variables: { days } }, result });

describe('the visitors desk: the visitor log', () => {
  it('searches every day by name or phone, in one hostel, and reads a visit with who signed it in and out', async () => {
    const user = userEvent.setup();
    const found = vi.fn(() => ({ data: { frontDeskVisits: [visit('v1', { status: 'SIGNED_OUT', day: '2026-02-14', signedInAt: '2026-02-14T05:00:00.000Z', signedInByName: 'Guard Singh', signedOutAt: '2026-02-14T07:00:00.000Z', signedOutByName: 'Guard Rao', idType: 'PASSPORT', idLast4: 'K123' })] } }));
    renderVisitors([visits({ query: 'meera', hostelId: BH1.id, first: LOG_PAGE + 1, offset: 0 }, found)], { role: 'WARDEN', hostels: [GH1, BH1] });

    const section = await log();
    await user.selectOptions(await within(section).findByRole('combobox', { name: 'Hostel' }), 'BH-1');
    await user.type(within(section).getByRole('searchbox', { name: 'Visitor, student or phone' }), ' meera {Enter}');

    const card = await within(section).findByRole('listitem', { name: /^Meera Rao, / });
    expect(found).toHaveBeenCalledWith({ filter: { query: 'meera', hostelId: BH1.id, first: 51, offset: 0 } });
    expect(card).toHaveTextContent('Pre-registered · Signed out');
    expect(card).toHaveTextContent(/In .+, by Guard Singh/);
    expect(card).toHaveTextContent(/Out .+, by Guard Rao/);
    expect(card).toHaveTextContent('Passport …K123');
  });

  it('asks for a name, a phone or a day before searching', async () => {
    const user = userEvent.setup();
    renderVisitors([], { role: 'ADMIN' });
    const section = await log();
    await user.click(within(section).getByRole('button', { name: 'Search the log' }));
    expect(within(section).getByRole('searchbox', { name: 'Visitor, student or phone' })).toHaveAccessibleDescription('Type a name or phone, or choose a day.');
  });

  it("offers the log's days as CSV, of the hostel chosen, leaving out what is not chosen", async () => {
    const user = userEvent.setup();
    renderVisitors([], { role: 'WARDEN', hostels: [GH1, BH1] });
    const section = await log();
    const csv = within(section).getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv.getAttribute('href')).toMatch(/^\/api\/office\/visitors\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);

    await user.selectOptions(await within(section).findByRole('combobox', { name: 'Hostel' }), 'GH-1');
    const from = within(section).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    const to = within(section).getByLabelText('To');
    await user.clear(to);
    expect(csv).toHaveAttribute('href', '/api/office/visitors.csv?hostelId=h-gh1&from=2026-02-01');
  });
});

describe('the visitors desk: keeping visitor records', () => {
  it.each(['GUARD', 'WARDEN'] as const)('is not shown to a %s', async (role) => {
    renderVisitors([], { role });
    await screen.findByText('No visitor expected.');
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.queryByRole('region', { name: 'Keeping visitor records' })).not.toBeInTheDocument();
  });

  it("lets an admin set the days, refuses a number out of bounds before asking, and shows the server's word", async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { setVisitorRetentionDays: { __typename: 'VisitorSettings', retentionDays: 30 } } }));
    const busy = 'The retention job is running: try again in a minute.';
    renderVisitors([setDays(30, saved), setDays(60, refused(busy, 'CONFLICT'))], { role: 'ADMIN' });

    const section = await screen.findByRole('region', { name: 'Keeping visitor records' });
    const field = await within(section).findByRole('spinbutton', { name: "Days a visit's record is kept (7 to 365)" });
    await waitFor(() => expect(field).toHaveValue(90));

    for (const [typed, words] of [['6', 'Not saved: check the days.'], ['30', "Saved: a visit's record is erased 30 days after the visit."], ['60', busy]] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(section).getByRole('button', { name: 'Save period' }));
      const line = await within(section).findByText(words);
      expect(line).toHaveAttribute('role', 'status');
      await waitFor(() => expect(line).toHaveFocus());
    }
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
