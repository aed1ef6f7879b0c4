import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { SET_DISABLED, STAFF } from './staff.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }];
const guard = (status: 'ACTIVE' | 'DISABLED') => ({ __typename: 'StaffMember', id: 'g1', name: 'Raju', email: 'raju@dormspace.test', role: 'GUARD', status, invitedAt: '2026-11-23T10:00:00.000Z', hostels: [] });
const staffList = (status: 'ACTIVE' | 'DISABLED'): Mock => ({ request: { query: STAFF }, result: { data: { staff: [guard(status)], hostels } } });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('disabling a staff member', { timeout: 15_000 }, () => {
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
