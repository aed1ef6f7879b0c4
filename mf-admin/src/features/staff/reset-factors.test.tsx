import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { RESET_FACTORS } from './reset-factors.operations';
import { STAFF } from './staff.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const warden = { __typename: 'StaffMember', id: 'w1', name: 'Meena', email: 'meena@dormspace.test', role: 'WARDEN', status: 'ACTIVE', invitedAt: '2026-11-23T10:00:00.000Z', trade: null, hostels: [] };
const staffList: Mock = { request: { query: STAFF }, result: { data: { staff: [warden], hostels: [] } } };
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe("resetting a staff member's sign-in factors", () => {
  it('asks first, then resets them and says they were mailed', async () => {
    const reset = vi.fn(() => ({ data: { resetSecondFactors: true } }));
    const { user } = renderRoute('/adminpage/staff', [viewer, staffList, { request: { query: RESET_FACTORS, variables: { userId: 'w1' } }, result: reset }]);
    await user.click(within(await rowOf('Meena')).getByRole('button', { name: 'Reset sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the sign-in factors of Meena?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reset).not.toHaveBeenCalled();
    await user.click(within(await rowOf('Meena')).getByRole('button', { name: 'Reset sign-in' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Sign-in factors of Meena reset; they have been mailed')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("says the gateway's refusal", async () => {
    const { user } = renderRoute('/adminpage/staff', [
      viewer,
      staffList,
      { request: { query: RESET_FACTORS, variables: { userId: 'w1' } }, result: { errors: [new GraphQLError('You are not allowed to do that.', { extensions: { code: 'FORBIDDEN' } })] } },
    ]);
    await user.click(within(await rowOf('Meena')).getByRole('button', { name: 'Reset sign-in' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
  });
});
