import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { at, DAY, hostel, hostelsMock, hostelWindow, MINUTE, SERVER_NOW } from '../../testing/selection-fixtures';
import { noSelection } from '../../testing/my-selection-fixtures';
import { SelectionPage } from './selection-page';
import { formatMoment } from './window-words';

function renderPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush([...mocks, ...noSelection()]);
  return { push, ...renderScreen(<SelectionPage />, { at: '/selection', client }) };
}

const hostels = [hostel('h1', 'GH-1', 12), hostel('h2', 'GH-2', 36)];
const options = () => within(screen.getByLabelText('Hostel')).getAllByRole('option').map((o) => o.textContent);
const proceed = () => screen.queryByRole('link', { name: 'Proceed with Selection' });

describe('the selection page, live', () => {
  it("follows an admin's close at once: the hostel reads closed and Proceed goes", async () => {
    const user = userEvent.setup();
    const { push } = renderPage([hostelsMock(hostels)]);
    await user.selectOptions(await screen.findByLabelText('Hostel'), 'h2');
    expect(proceed()).toHaveAttribute('href', '/allotmentGH-2');

    const closed = hostelWindow('h2', 'GH-2', { state: 'CLOSED', closesAt: at(-MINUTE) });
    act(() => push({ data: { selectionWindowChanged: closed } }, 'StudentHostelWindowChanged'));
    expect(await screen.findByText(`Room selection is closed: it closed on ${formatMoment(at(-MINUTE))}.`, { exact: false })).toBeInTheDocument();
    expect(proceed()).not.toBeInTheDocument();
    expect(options()).toEqual(['Choose a hostel', 'GH-1 (12 of 40 rooms free)', 'GH-2 (closed)']);
  });
});

describe('the selection page, timed from the server clock', () => {
  // The browser's clock is an hour behind the server's: the opening goes by the server's.
  beforeEach(() => vi.useFakeTimers({ now: Date.parse(SERVER_NOW) - 60 * MINUTE, shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('reads the windows again at the opening, and Proceed comes without a reload', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const opensAt = at(5 * MINUTE);
    const later = { ...hostelWindow('h2', 'GH-2', { state: 'OPEN', opensAt, closesAt: at(DAY) }), now: opensAt };
    renderPage([
      hostelsMock(hostels, [hostelWindow('h1', 'GH-1'), hostelWindow('h2', 'GH-2', { state: 'NOT_YET', opensAt, closesAt: at(DAY) })]),
      hostelsMock(hostels, [{ ...hostelWindow('h1', 'GH-1'), now: opensAt }, later]),
    ]);
    await user.selectOptions(await screen.findByLabelText('Hostel'), 'h2');
    expect(proceed()).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4 * MINUTE));
    expect(proceed()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(await screen.findByRole('link', { name: 'Proceed with Selection' })).toHaveAttribute('href', '/allotmentGH-2');
    expect(screen.getByText(`Room selection is open. It closes on ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
  });
});
