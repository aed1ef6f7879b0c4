import { act, render, screen } from '@testing-library/react';
import { UiProvider } from 'ui';
import { officeTimeZone } from '../office-time-zone';
import { formatZonedMoment } from '../zoned-moment';
import { SelectionNowBanner, type SelectionNowBannerProps } from './selection-now-banner';
import type { SelectionNowEntry } from './selection-now-words';

const SERVER_NOW = '2026-11-25T04:30:00.000Z';
const now = Date.parse(SERVER_NOW);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(now + ms).toISOString();
const time = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: officeTimeZone() }).format(new Date(iso));

const selectionNow = (over: Partial<SelectionNowEntry> = {}): SelectionNowEntry => ({
  processId: 'process-1',
  processName: 'Room selection 2026',
  selectingThrough: 4,
  nextSlot: 5,
  nextSlotAt: at(10 * MINUTE),
  slots: 12,
  closesAt: at(DAY),
  closed: false,
  now: SERVER_NOW,
  ...over,
});

const draw = (props: SelectionNowBannerProps) => render(<UiProvider><SelectionNowBanner {...props} /></UiProvider>);

describe('the slots-now banner', () => {
  // The browser's clock is an hour behind the server's: the slots go by the server's.
  beforeEach(() => vi.useFakeTimers({ now: now - 60 * MINUTE }));
  afterEach(() => vi.useRealTimers());

  it('is an empty polite live region, always there, while nothing is published', () => {
    draw({ entries: [] });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('says one line per process, under the name given, and moves to the next slot at its opening, asking to read again', () => {
    const reread = vi.fn();
    const other = selectionNow({ processId: 'process-2', processName: 'Boys 2026', selectingThrough: 12, nextSlot: null, nextSlotAt: null });
    draw({ entries: [selectionNow(), other], reread, label: 'Selection slots now' });
    const live = screen.getByRole('status', { name: 'Selection slots now' });
    expect([...live.children].map((line) => line.textContent)).toEqual([
      `Room selection 2026: slots 1–4 choose now; slot 5 opens at ${time(at(10 * MINUTE))}. Closes ${formatZonedMoment(at(DAY))}.`,
      `Boys 2026: slots 1–12 choose now (every slot). Closes ${formatZonedMoment(at(DAY))}.`,
    ]);

    act(() => vi.advanceTimersByTime(10 * MINUTE - 1000));
    expect(live).toHaveTextContent('slots 1–4 choose now');
    expect(reread).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(live.firstElementChild).toHaveTextContent(`Room selection 2026: slots 1–5 choose now. Closes ${formatZonedMoment(at(DAY))}.`);
    expect(reread).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(DAY));
    expect([...live.children].map((line) => line.textContent)).toEqual(['Room selection 2026: room selection has closed.', 'Boys 2026: room selection has closed.']);
  });

  it("follows a new read: the server's word for the slot after", () => {
    const { rerender } = draw({ entries: [selectionNow()] });
    const later = selectionNow({ selectingThrough: 5, nextSlot: 6, nextSlotAt: at(20 * MINUTE), now: at(10 * MINUTE) });
    rerender(<UiProvider><SelectionNowBanner entries={[later]} /></UiProvider>);
    expect(screen.getByRole('status')).toHaveTextContent(`Room selection 2026: slots 1–5 choose now; slot 6 opens at ${time(at(20 * MINUTE))}. Closes ${formatZonedMoment(at(DAY))}.`);
  });
});
