import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { INVITE_STAFF, STAFF } from './staff.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [
  { __typename: 'Hostel', id: 'h1', name: 'BH-1' },
  { __typename: 'Hostel', id: 'h2', name: 'BH-2' },
];
const staffList: Mock = { request: { query: STAFF }, result: { data: { staff: [], hostels } }, maxUsageCount: 2 };
const invited = (input: Record<string, unknown>) => ({
  data: { inviteStaff: { __typename: 'StaffMember', id: 'n1', status: 'INVITED', invitedAt: '2026-11-23T10:00:00.000Z', trade: null, hostels: [], ...input } },
});

/** Fills the invite form for Anil as `role` (its label) and returns the form. */
async function fillInvite(user: ReturnType<typeof renderRoute>['user'], role: string) {
  const form = await screen.findByRole('form', { name: 'Invite staff' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Anil');
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'anil@dormspace.test');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), role);
  return form;
}

/** The live region saying `text`, and the focus on it (decision 0150). */
async function saidAndFocused(text: string) {
  const line = await screen.findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(document.activeElement).toBe(line));
}

describe('inviting maintenance and guards', () => {
  it('invites a maintenance person with their trade, and no hostels', async () => {
    const input = { name: 'Anil', email: 'anil@dormspace.test', role: 'MAINTENANCE', hostelIds: [], trade: 'PLUMBING' };
    const answer = vi.fn(() => invited(input));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList, { request: { query: INVITE_STAFF, variables: { input } }, result: answer }]);
    const form = await fillInvite(user, 'Maintenance (fixes repair jobs of their trade)');
    expect(within(form).queryByRole('group')).not.toBeInTheDocument();
    const trade = within(form).getByRole('combobox', { name: 'Trade' });
    expect(within(trade).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a trade', 'Electrical', 'Plumbing', 'Carpentry', 'Network', 'Housekeeping']);
    await user.selectOptions(trade, 'Plumbing');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await saidAndFocused('Invitation sent to anil@dormspace.test');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('says a missing trade beside the field, which takes the focus, and sends nothing', async () => {
    const answer = vi.fn(() => invited({}));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList, { request: { query: INVITE_STAFF, variables: () => true }, result: answer }]);
    const form = await fillInvite(user, 'Maintenance (fixes repair jobs of their trade)');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const trade = within(form).getByRole('combobox', { name: 'Trade' });
    await waitFor(() => expect(trade).toHaveFocus());
    expect(trade).toHaveAccessibleDescription('Choose the trade of a maintenance person.');
    expect(trade).toBeInvalid();
    // Choosing one clears the sentence.
    await user.selectOptions(trade, 'Network');
    expect(trade).not.toHaveAccessibleDescription();
    expect(answer).not.toHaveBeenCalled();
  });

  it("says the gateway's refusal of the trade beside the field", async () => {
    const input = { name: 'Anil', email: 'anil@dormspace.test', role: 'MAINTENANCE', hostelIds: [], trade: 'CARPENTRY' };
    const refusal = { errors: [{ message: 'Trade must be one of the list.', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'trade', message: 'Trade must be one of the list.' }] } }] };
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList, { request: { query: INVITE_STAFF, variables: { input } }, result: refusal }]);
    const form = await fillInvite(user, 'Maintenance (fixes repair jobs of their trade)');
    const trade = within(form).getByRole('combobox', { name: 'Trade' });
    await user.selectOptions(trade, 'Carpentry');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(trade).toHaveAccessibleDescription('Trade must be one of the list.'));
    await waitFor(() => expect(trade).toHaveFocus());
    // Said once, beside its field: not again above the button.
    expect(within(form).getAllByText('Trade must be one of the list.')).toHaveLength(1);
  });

  it("invites a guard with the hostels whose front desk they keep", async () => {
    const input = { name: 'Anil', email: 'anil@dormspace.test', role: 'GUARD', hostelIds: ['h2'] };
    const answer = vi.fn(() => invited(input));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList, { request: { query: INVITE_STAFF, variables: { input } }, result: answer }]);
    const form = await fillInvite(user, 'Guard (the gate, and the front desk of their hostels)');
    expect(within(form).queryByRole('combobox', { name: 'Trade' })).not.toBeInTheDocument();
    await user.click(within(within(form).getByRole('group', { name: 'Front desk of' })).getByRole('checkbox', { name: 'BH-2' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await saidAndFocused('Invitation sent to anil@dormspace.test');
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
