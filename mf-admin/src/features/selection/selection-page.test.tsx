import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { GUARDIAN_CONSENT } from './guardian-consent.operations';
import { CLEAR_WINDOW, SELECTION_WINDOWS } from './selection.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }];
const bh1Window = { __typename: 'SelectionWindow', hostelId: 'h1', hostelName: 'BH-1', opensAt: null, closesAt: null, enrollmentPrefixes: ['2025'], updatedAt: '2026-11-23T10:00:00.000Z' };
const windows = (list: unknown[]): Mock => ({ request: { query: SELECTION_WINDOWS }, result: { data: { selectionWindows: list, hostels } } });
const consent: Mock = { request: { query: GUARDIAN_CONSENT }, result: { data: { hostels: [{ ...hostels[0], guardianConsentRequired: false }] } }, maxUsageCount: 2 };

describe("clearing a hostel's own selection window", { timeout: 15_000 }, () => {
  it('asks first (Cancel keeps it), then clears it and says so', async () => {
    const cleared = vi.fn(() => ({ data: { clearSelectionWindow: true } }));
    const { user } = renderRoute('/adminpage/selection', [viewer, windows([bh1Window]), consent, { request: { query: CLEAR_WINDOW, variables: { hostelId: 'h1' } }, result: cleared }, windows([])]);
    const table = await screen.findByRole('table', { name: 'Selection windows' });

    await user.click(within(table).getByRole('button', { name: 'Use the window for all' }));
    let dialog = screen.getByRole('dialog', { name: 'Use the window for all hostels in BH-1?' });
    expect(dialog).toHaveTextContent('BH-1 loses its own window');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cleared).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'Use the window for all' }));
    dialog = screen.getByRole('dialog', { name: 'Use the window for all hostels in BH-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the window for all' }));
    expect(await screen.findByText('BH-1 follows the window for all hostels again')).toBeInTheDocument();
    expect(cleared).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
