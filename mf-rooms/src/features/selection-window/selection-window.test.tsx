import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOK_ROOM } from '../booking/booking.operations';
import { boysRooms, contextMock, girlsRooms, refusal, request, roomsMock, selectionWindow, SERVER_NOW, stateMock, windowMock } from '../../testing/fixtures';
import { renderRooms, type Mock } from '../../testing/render-rooms';
import { RoomGridPage } from '../room-grid/room-grid-page';
import type { SelectionWindow } from './selection-window.operations';
import { formatMoment } from './window-text';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse(SERVER_NOW);
const at = (ms: number) => new Date(now + ms).toISOString();

function renderGrid(hostel: 'GH-1' | 'BH-1', over: Partial<SelectionWindow>, extra: Mock[] = [], role: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  const rooms = hostel === 'GH-1' ? girlsRooms() : boysRooms();
  return renderRooms(<RoomGridPage hostel={hostel} />, {
    mocks: [contextMock([hostel], role), roomsMock(hostel, rooms, selectionWindow(hostel, over)), stateMock(), ...extra],
    path: `/allotment${hostel}`,
  });
}

/** The banner: the polite status region just under the grid's heading. */
/** The grid's live region for the window (the section's one status once its rooms are in). */
const banner = () => within(screen.getByRole('region', { name: 'Rooms' })).getByRole('status');
const room = (name: string) => screen.findByRole('button', { name });
const changed = (over: Partial<SelectionWindow>, hostel = 'GH-1') => ({ data: { selectionWindowChanged: selectionWindow(hostel, over) } });

describe("the selection window on a hostel's grid", () => {
  it.each([
    ['NOT_YET', { state: 'NOT_YET', opensAt: at(DAY), closesAt: at(5 * DAY) }, `Room selection opens on ${formatMoment(at(DAY))}.`],
    ['CLOSED', { state: 'CLOSED', opensAt: at(-5 * DAY), closesAt: at(-DAY) }, `Room selection has closed. It closed on ${formatMoment(at(-DAY))}.`],
    ['NOT_ELIGIBLE', { state: 'NOT_ELIGIBLE', closesAt: at(DAY) }, 'Room selection for this hostel is not open to your enrollment ID in this round.'],
  ] as const)('%s: says why above the grid, and free rooms stay in view but do not open', async (_, over, text) => {
    renderGrid('GH-1', over);
    const free = await room('Room 1, Double, 2 beds free');
    expect(free).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /beds? free$/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(banner()).toHaveAttribute('role', 'status');
    expect(banner()).toHaveAttribute('aria-live', 'polite');
    expect(banner()).toHaveTextContent(text);
  });

  it('OPEN with a close: says when it closes, and rooms open', async () => {
    renderGrid('GH-1', { state: 'OPEN', opensAt: at(-DAY), closesAt: at(DAY) });
    expect(await room('Room 1, Double, 2 beds free')).toBeEnabled();
    expect(banner()).toHaveTextContent(`Room selection closes on ${formatMoment(at(DAY))}.`);
  });

  it('OPEN with no close: no banner (its live region stays, empty)', async () => {
    renderGrid('GH-1', { state: 'OPEN' });
    expect(await room('Room 1, Double, 2 beds free')).toBeEnabled();
    expect(banner()).toHaveAttribute('role', 'status');
    expect(banner()).toBeEmptyDOMElement();
  });

  it("a boys' grid not open to the student still lets them open their pending request, to cancel it", async () => {
    const user = userEvent.setup();
    const pending = stateMock({ myRoomRequests: [request({ room: { __typename: 'Room', id: 'room-101', hostelName: 'BH-1', number: 101, floor: 1, type: 'DOUBLE' } as never })] });
    renderRooms(<RoomGridPage hostel="BH-1" />, {
      mocks: [contextMock(['BH-1']), roomsMock('BH-1', boysRooms(), selectionWindow('BH-1', { state: 'NOT_ELIGIBLE' })), pending],
      path: '/allotmentBH-1',
    });
    expect(await room('Room 102, Single, 1 bed free')).toBeDisabled();
    await user.click(await room('Room 101, Double, Pending Request'));
    const dialog = screen.getByRole('dialog', { name: 'Room Details' });
    expect(within(dialog).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });

  it('shows staff the window too', async () => {
    renderGrid('GH-1', { state: 'OPEN', closesAt: at(DAY) }, [], 'ADMIN');
    expect(await screen.findByText('Staff view: students book rooms on this screen.')).toBeInTheDocument();
    expect(await screen.findByText(`Room selection closes on ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
  });
});

describe('the selection window, live', () => {
  it("follows an admin's change at once: the banner speaks, and rooms close and open again", async () => {
    const { push } = renderGrid('GH-1', { state: 'OPEN' });
    expect(await room('Room 1, Double, 2 beds free')).toBeEnabled();

    act(() => push(changed({ state: 'CLOSED', closesAt: at(-MINUTE) }), 'RoomGridSelectionWindowChanged'));
    expect(await screen.findByText(`Room selection has closed. It closed on ${formatMoment(at(-MINUTE))}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeDisabled();

    act(() => push(changed({ state: 'OPEN', closesAt: at(DAY) }), 'RoomGridSelectionWindowChanged'));
    expect(await screen.findByText(`Room selection closes on ${formatMoment(at(DAY))}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeEnabled();
  });

  it('turns off the booking actions of a dialog left open when the window closes, and says why there', async () => {
    const user = userEvent.setup();
    const { push } = renderGrid('GH-1', { state: 'OPEN' });
    await user.click(await room('Room 3, Single, 1 bed free'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByRole('button', { name: 'Yes, Book It!' })).toBeEnabled();

    act(() => push(changed({ state: 'CLOSED' }), 'RoomGridSelectionWindowChanged'));
    expect(await within(dialog).findByText('Room selection has closed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Book It!' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does the same to Room Details in a boys' hostel", async () => {
    const user = userEvent.setup();
    const { push } = renderGrid('BH-1', { state: 'OPEN' });
    await user.click(await room('Room 101, Double, 2 beds free'));
    const dialog = screen.getByRole('dialog', { name: 'Room Details' });
    act(() => push(changed({ state: 'NOT_ELIGIBLE' }, 'BH-1'), 'RoomGridSelectionWindowChanged'));
    expect(await within(dialog).findByText('Room selection for this hostel is not open to your enrollment ID in this round.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book Room' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Request Roommate' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it("shows the server's refusal when a booking races the close, and reads the window again", async () => {
    const user = userEvent.setup();
    const message = 'Room selection for GH-1 closed on 25 Nov 2026, 18:00 GMT+5:30.';
    renderGrid('GH-1', { state: 'OPEN' }, [
      { request: { query: BOOK_ROOM, variables: { roomId: 'room-3' } }, result: refusal('SELECTION_CLOSED', message) },
      roomsMock('GH-1', girlsRooms(), selectionWindow('GH-1', { state: 'CLOSED', closesAt: at(-MINUTE) })),
    ]);
    await user.click(await room('Room 3, Single, 1 bed free'));
    await user.click(screen.getByRole('button', { name: 'Yes, Book It!' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking Failed');
    expect(alert).toHaveTextContent(message);
    expect(await screen.findByText(`Room selection has closed. It closed on ${formatMoment(at(-MINUTE))}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room 3, Single, 1 bed free' })).toBeDisabled();
  });
});

describe('the selection window, timed from the server clock', () => {
  // The browser's clock is an hour behind the server's: timers must go by the server's.
  beforeEach(() => vi.useFakeTimers({ now: now - 60 * MINUTE, shouldAdvanceTime: true }));
  // The spies on setTimeout go before the fake clock does, or the clock would come back with them.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  /** Waits for the grid's effect to set its timer for `delay` (effects run after the rooms show). */
  const timerSet = async (spy: { mock: { calls: unknown[][] } }, delay: number) =>
    vi.waitFor(() => expect(spy.mock.calls.some(([, d]) => d === delay)).toBe(true));

  it('closes the grid by itself at closesAt, without a reload', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    renderGrid('GH-1', { state: 'OPEN', closesAt: at(10 * MINUTE) });
    expect(await room('Room 1, Double, 2 beds free')).toBeEnabled();
    await timerSet(setTimeoutSpy, 10 * MINUTE);
    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeDisabled();
    expect(banner()).toHaveTextContent(`Room selection has closed. It closed on ${formatMoment(at(10 * MINUTE))}.`);
  });

  it('opens it at opensAt, then asks the server whether this student may book', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const opensAt = at(5 * MINUTE);
    renderGrid('GH-1', { state: 'NOT_YET', opensAt, closesAt: at(DAY) }, [windowMock(selectionWindow('GH-1', { state: 'OPEN', opensAt, closesAt: at(DAY), now: opensAt }))]);
    expect(await room('Room 1, Double, 2 beds free')).toBeDisabled();
    await timerSet(setTimeoutSpy, 5 * MINUTE);
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeEnabled();
    expect(banner()).toHaveTextContent(`Room selection closes on ${formatMoment(at(DAY))}.`);
  });

  it('closes it again when the server says the opening is not for this enrollment ID', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const opensAt = at(5 * MINUTE);
    renderGrid('GH-1', { state: 'NOT_YET', opensAt }, [windowMock(selectionWindow('GH-1', { state: 'NOT_ELIGIBLE', opensAt, now: opensAt }))]);
    expect(await room('Room 1, Double, 2 beds free')).toBeDisabled();
    await timerSet(setTimeoutSpy, 5 * MINUTE);
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(await screen.findByText('Room selection for this hostel is not open to your enrollment ID in this round.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeDisabled();
  });

  it('reaches an opening 40 days away in timers of at most 24 days (setTimeout overflows past 2^31 - 1 ms)', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const opensAt = at(40 * DAY);
    renderGrid('GH-1', { state: 'NOT_YET', opensAt }, [windowMock(selectionWindow('GH-1', { state: 'OPEN', opensAt, now: opensAt }))]);
    expect(await room('Room 1, Double, 2 beds free')).toBeDisabled();
    await timerSet(setTimeoutSpy, 24 * DAY);
    act(() => vi.advanceTimersByTime(39 * DAY));
    expect(screen.getByRole('button', { name: 'Room 1, Double, 2 beds free' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(DAY));
    expect(await room('Room 1, Double, 2 beds free')).toBeEnabled();
    const delays = setTimeoutSpy.mock.calls.map(([, delay]) => delay ?? 0);
    expect(Math.max(...delays)).toBe(24 * DAY);
  });

  it('clears its timer on leaving the page and when the window changes', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    const timerFor = (delay: number) => setTimeoutSpy.mock.results[setTimeoutSpy.mock.calls.findLastIndex(([, d]) => d === delay)]?.value as unknown;
    const { push, unmount } = renderGrid('GH-1', { state: 'OPEN', closesAt: at(10 * MINUTE) });
    await room('Room 1, Double, 2 beds free');
    await timerSet(setTimeoutSpy, 10 * MINUTE);
    const first = timerFor(10 * MINUTE);
    expect(first).toBeDefined();

    act(() => push(changed({ state: 'OPEN', closesAt: at(60 * DAY) }), 'RoomGridSelectionWindowChanged'));
    expect(await screen.findByText(`Room selection closes on ${formatMoment(at(60 * DAY))}.`)).toBeInTheDocument();
    await vi.waitFor(() => expect(clearTimeoutSpy).toHaveBeenCalledWith(first));
    await timerSet(setTimeoutSpy, 24 * DAY);
    const second = timerFor(24 * DAY);
    expect(second).toBeDefined();

    unmount();
    expect(clearTimeoutSpy).toHaveBeenCalledWith(second);
  });
});

describe("the window's times on the office's clock", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('says when selection closes in the office\'s zone, named, in a browser in New York', async () => {
    process.env.TZ = 'America/New_York';
    // 12:30 UTC on 28 November: 18:00 in India, 07:30 in New York.
    renderGrid('GH-1', { state: 'OPEN', closesAt: '2026-11-28T12:30:00.000Z' });
    await room('Room 1, Double, 2 beds free');
    expect(banner()).toHaveTextContent(/Room selection closes on Nov 28, 2026, (6:00\sPM|18:00) GMT\+5:30\./);
  });
});
