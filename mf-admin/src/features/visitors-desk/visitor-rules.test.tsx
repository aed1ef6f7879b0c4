import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'web-kit/testing';
import { SET_VISITOR_RULES } from './visitors-desk.operations';
import { BH1, GH1, refused, renderVisitors, rules, rulesMock } from './visitors-desk.fixtures';

/** The rules saved: any input (the test checks what was sent), as often as asked. */
const save = (result: Mock['result']): Mock => ({ request: { query: SET_VISITOR_RULES, variables: () => true }, result, maxUsageCount: Number.POSITIVE_INFINITY });
const section = () => screen.getByRole('region', { name: 'Visiting rules' });
/** The section, once the viewer's role has shown it. */
const shown = () => screen.findByRole('region', { name: 'Visiting rules' });
const form = (hostel = 'GH-1') => within(section()).getByRole('form', { name: `Visiting rules of ${hostel}` });
const WEEKDAY_HOURS = { from: '09:00', to: '20:00' };

/** The section's status line saying `text`, with the focus on it. */
async function said(text: string) {
  const line = await within(section()).findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(line).toHaveFocus());
}

describe('the visitors desk: visiting rules', () => {
  it("shows the server's word on the hours beside them, then saves the corrected rules", async () => {
    const user = userEvent.setup();
    const order = 'Visiting hours must close after they open.';
    const answer = vi
      .fn()
      .mockReturnValueOnce(refused(order, 'BAD_USER_INPUT', [{ field: 'hours', message: order }]))
      .mockReturnValue({ data: { setVisitorRules: rules(GH1, { maxAtOnce: 3 }) } });
    renderVisitors([save(answer)], { role: 'WARDEN' });

    await within(await shown()).findByRole('form', { name: 'Visiting rules of GH-1' });
    expect(within(form()).getByRole('group', { name: 'Sunday' })).toHaveTextContent('Sunday');
    expect(within(form()).getByLabelText('From on Sunday')).toHaveValue('10:00');
    expect(within(form()).getByLabelText('Until on Sunday')).toHaveValue('18:00');
    await user.click(within(form()).getByRole('checkbox', { name: 'Open on Saturday' }));
    expect(within(form()).queryByLabelText('From on Saturday')).not.toBeInTheDocument();
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Visitors one student may have in at once' }), '3');
    await user.click(within(form()).getByRole('checkbox', { name: "An overnight guest waits for a warden's approval" }));
    await user.click(within(form()).getByRole('button', { name: 'Save rules' }));

    await said('Not saved: check the fields marked.');
    expect(within(form()).getByRole('group', { name: 'Visiting hours, Sunday first' })).toHaveAccessibleDescription(order);
    const sent = { hostelId: GH1.id, hours: [{ from: '10:00', to: '18:00' }, ...Array(5).fill(WEEKDAY_HOURS), null], maxAtOnce: 3, otherGenderCommonRoom: true, overnightNeedsApproval: false };
    expect(answer).toHaveBeenCalledWith({ input: sent });

    await user.click(within(form()).getByRole('button', { name: 'Save rules' }));
    await said('Saved the visiting rules of GH-1.');
    expect(within(form()).getByRole('group', { name: 'Visiting hours, Sunday first' })).not.toHaveAccessibleDescription(order);
  });

  it('marks a day that closes before it opens, beside that day, and sends nothing', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => ({ data: { setVisitorRules: rules() } }));
    renderVisitors([save(answer)], { role: 'ADMIN' });

    const from = await within(await shown()).findByLabelText('From on Monday');
    await user.clear(from);
    await user.type(from, '21:00');
    await user.click(within(form()).getByRole('button', { name: 'Save rules' }));

    await said('Not saved: check the days marked.');
    expect(within(form()).getByLabelText('From on Monday')).toHaveAccessibleDescription('Visiting must close after it opens.');
    expect(answer).not.toHaveBeenCalled();
  });

  it('offers the hostels the viewer keeps, each with its own rules', async () => {
    const user = userEvent.setup();
    renderVisitors([rulesMock(BH1, { data: { visitorRules: rules(BH1, { maxAtOnce: 5 }) } })], { role: 'WARDEN', hostels: [GH1, BH1] });

    await within(await shown()).findByRole('form', { name: 'Visiting rules of GH-1' });
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Hostel' }), 'BH-1');
    const bh1 = await within(section()).findByRole('form', { name: 'Visiting rules of BH-1' });
    expect(within(bh1).getByRole('combobox', { name: 'Visitors one student may have in at once' })).toHaveValue('5');
  });
});
