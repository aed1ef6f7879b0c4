import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_VIEWER } from '../../layout/viewer.operations';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { GUARDIAN_CONSENT } from './guardian-consent.operations';
import { CLEAR_WINDOW, SELECTION_WINDOWS, SET_WINDOW } from './selection.operations';

const viewer: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'ADMIN' } } }, maxUsageCount: 10 };
const hostels = [{ __typename: 'Hostel', id: 'h1', name: 'BH-1' }];
const bh1Window = { __typename: 'SelectionWindow', hostelId: 'h1', hostelName: 'BH-1', opensAt: null, closesAt: null, enrollmentPrefixes: ['2025'], updatedAt: '2026-11-23T10:00:00.000Z' };
const windows = (list: unknown[]): Mock => ({ request: { query: SELECTION_WINDOWS }, result: { data: { selectionWindows: list, hostels } } });
const consent: Mock = { request: { query: GUARDIAN_CONSENT }, result: { data: { hostels: [{ ...hostels[0], guardianConsentRequired: false }] } }, maxUsageCount: 2 };

describe('the selection window page', () => {
  it('leads to the selection processes (lottery numbers and slots)', async () => {
    renderRoute('/adminpage/selection', [viewer, windows([]), consent]);
    expect(await screen.findByRole('link', { name: 'selection process' })).toHaveAttribute('href', '/adminpage/selection/processes');
  });
});

describe("clearing a hostel's own selection window", () => {
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

describe("a window's times on the office's clock, in a browser in New York", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows and edits them as the office reads them, and says which zone', async () => {
    process.env.TZ = 'America/New_York';
    // 12:30 UTC: 18:00 in India, 07:30 in New York.
    const set = vi.fn(() => ({ data: { setSelectionWindow: { ...bh1Window, opensAt: '2026-11-28T12:30:00.000Z', closesAt: '2026-11-30T15:30:00.000Z' } } }));
    const input = { hostelId: 'h1', opensAt: '2026-11-28T12:30:00.000Z', closesAt: '2026-11-30T15:30:00.000Z', enrollmentPrefixes: ['2025'] };
    const { user } = renderRoute('/adminpage/selection', [viewer, windows([{ ...bh1Window, opensAt: '2026-11-28T12:30:00.000Z' }]), consent, { request: { query: SET_WINDOW, variables: { input } }, result: set }, windows([])]);
    const table = await screen.findByRole('table', { name: 'Selection windows' });
    expect(table).toHaveTextContent(/opens Nov 28, 2026, (6:00\sPM|18:00)/);
    expect(screen.getByTestId('office-time-note')).toHaveTextContent('Times are India Standard Time (GMT+5:30).');

    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Opens (empty: open now)')).toHaveValue('2026-11-28T18:00');
    await user.type(screen.getByLabelText('Closes (empty: never)'), '2026-11-30T21:00');
    await user.click(screen.getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
  });

  it("says nothing of zones to staff on the office's clock", async () => {
    process.env.TZ = 'Asia/Kolkata';
    renderRoute('/adminpage/selection', [viewer, windows([bh1Window]), consent]);
    expect(await screen.findByRole('table', { name: 'Selection windows' })).toBeInTheDocument();
    expect(screen.queryByTestId('office-time-note')).not.toBeInTheDocument();
  });
});
