import { act, renderHook } from '@testing-library/react';
import { MAX_TIMER_MS, timerDelay, useServerClock } from './server-clock';

const SERVER_NOW = '2026-11-25T04:30:00.000Z';
const now = Date.parse(SERVER_NOW);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(now + ms).toISOString();

describe("the server's clock on a screen", () => {
  // The browser's clock is an hour behind the server's: moments go by the server's.
  beforeEach(() => vi.useFakeTimers({ now: now - 60 * MINUTE }));
  afterEach(() => vi.useRealTimers());

  it("is the read's `now`, then each moment when it comes, by the server's clock, asking to read again there", () => {
    const reached = vi.fn();
    const { result } = renderHook(() => useServerClock(SERVER_NOW, [at(10 * MINUTE), null, undefined, at(DAY)], reached));
    expect(result.current).toBe(now);
    act(() => vi.advanceTimersByTime(10 * MINUTE - 1));
    expect(result.current).toBe(now);
    expect(reached).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(now + 10 * MINUTE);
    expect(reached).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(DAY));
    expect(result.current).toBe(now + DAY);
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('is null without a read, and a new read starts afresh from its own `now`', () => {
    const { result, rerender } = renderHook(({ read }: { read: string | undefined }) => useServerClock(read, [at(10 * MINUTE)]), { initialProps: { read: undefined as string | undefined } });
    expect(result.current).toBeNull();
    rerender({ read: SERVER_NOW });
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(result.current).toBe(now + 10 * MINUTE);
    rerender({ read: at(12 * MINUTE) });
    expect(result.current).toBe(now + 12 * MINUTE);
  });

  it('ignores moments already in the read, and the reach calls the latest callback given', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ reached }: { reached: () => void }) => useServerClock(SERVER_NOW, [at(-MINUTE), SERVER_NOW, at(MINUTE)], reached), { initialProps: { reached: first } });
    rerender({ reached: latest });
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current).toBe(now + MINUTE);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(DAY));
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('reaches a moment past 24 days in steps, without firing early', () => {
    const reached = vi.fn();
    const { result } = renderHook(() => useServerClock(SERVER_NOW, [at(40 * DAY)], reached));
    act(() => vi.advanceTimersByTime(MAX_TIMER_MS));
    expect(result.current).toBe(now);
    expect(reached).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(40 * DAY - MAX_TIMER_MS));
    expect(result.current).toBe(now + 40 * DAY);
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when the screen goes', () => {
    const reached = vi.fn();
    const { unmount } = renderHook(() => useServerClock(SERVER_NOW, [at(MINUTE)], reached));
    unmount();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(reached).not.toHaveBeenCalled();
  });
});

describe('timer delays', () => {
  it('never asks setTimeout for more than 24 days (it overflows past 2^31 - 1 ms), nor less than nothing', () => {
    expect(MAX_TIMER_MS).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(timerDelay(40 * DAY)).toBe(MAX_TIMER_MS);
    expect(timerDelay(MINUTE)).toBe(MINUTE);
    expect(timerDelay(-5)).toBe(0);
  });
});
