import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { SET_DISABLED, STAFF, UPDATE_STAFF } from './staff.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }];
const guard = (status: 'ACTIVE' | 'DISABLED') => ({ __typename: 'StaffMember', id: 'g1', name: 'Raju', email: 'raju@dormspace.test', role: 'GUARD', status, invitedAt: '2026-11-23T10:00:00.000Z', trade: null, hostels: [] });
const staffList = (status: 'ACTIVE' | 'DISABLED'): Mock => ({ request: { query: STAFF }, result: { data: { staff: [guard(status)], hostels } } });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('disabling a staff member', () => {
  it('asks first (Cancel leaves them be), then disables them and says so', async () => {
    const disabled = vi.fn(() => ({ data: { setAccountDisabled: { __typename: 'AccountState', id: 'g1', disabled: true } } }));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList('ACTIVE'), { request: { query: SET_DISABLED, variables: { id: 'g1', disabled: true } }, result: disabled }, staffList('DISABLED')]);

    await user.click(within(await rowOf('Raju')).getByRole('button', { name: 'Disable' }));
    let dialog = screen.getByRole('dialog', { name: 'Disable Raju?' });
    expect(dialog).toHaveTextContent('Raju is logged out everywhere at once and cannot log in until an admin enables the account again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(disabled).not.toHaveBeenCalled();

    await user.click(within(await rowOf('Raju')).getByRole('button', { name: 'Disable' }));
    dialog = screen.getByRole('dialog', { name: 'Disable Raju?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Raju disabled')).toBeInTheDocument();
    expect(disabled).toHaveBeenCalledWith({ id: 'g1', disabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf('Raju')).getByText('Disabled')).toBeInTheDocument();
  });

  it('enables a disabled account in one step: it only gives access back', async () => {
    const enabled = vi.fn(() => ({ data: { setAccountDisabled: { __typename: 'AccountState', id: 'g1', disabled: false } } }));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList('DISABLED'), { request: { query: SET_DISABLED, variables: { id: 'g1', disabled: false } }, result: enabled }, staffList('ACTIVE')]);
    await user.click(within(await rowOf('Raju')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Raju enabled')).toBeInTheDocument();
    expect(enabled).toHaveBeenCalledTimes(1);
  });
});

describe('the staff table', () => {
  it("shows a maintenance person's trade with their role", async () => {
    const fixer = { ...guard('ACTIVE'), id: 'm1', name: 'Anil', email: 'anil@dormspace.test', role: 'MAINTENANCE', trade: 'ELECTRICAL' };
    renderRoute('/adminpage/staff', [viewer, { request: { query: STAFF }, result: { data: { staff: [guard('ACTIVE'), fixer], hostels } } }]);
    const row = await rowOf('Anil');
    expect(within(row).getByRole('cell', { name: 'Maintenance (electrical)' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Change hostels' })).not.toBeInTheDocument();
    expect(within(await rowOf('Raju')).getByRole('cell', { name: 'Guard' })).toBeInTheDocument();
  });

  it("changes a guard's front desks, sending their own role", async () => {
    const saved = vi.fn(() => ({ data: { updateStaff: { __typename: 'StaffMember', id: 'g1', role: 'GUARD', status: 'ACTIVE', trade: null, hostels } } }));
    const { user } = renderRoute('/adminpage/staff', [
      viewer,
      staffList('ACTIVE'),
      { request: { query: UPDATE_STAFF, variables: { id: 'g1', input: { role: 'GUARD', hostelIds: ['h1'] } } }, result: saved },
    ]);
    const row = await rowOf('Raju');
    expect(within(row).getByRole('cell', { name: 'None (the gate)' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Change hostels' }));
    await user.click(within(within(row).getByRole('group', { name: 'Front desks kept by Raju' })).getByRole('checkbox', { name: 'BH-1' }));
    await user.click(within(row).getByRole('button', { name: 'Save hostels' }));
    const line = await screen.findByText('Hostels of Raju saved');
    await waitFor(() => expect(document.activeElement).toBe(line));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(await rowOf('Raju')).getByRole('cell', { name: 'BH-1' })).toBeInTheDocument();
  });
});
