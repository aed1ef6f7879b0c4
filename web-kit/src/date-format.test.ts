import { lazyDateFormat } from './date-format';
import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from './office-time-zone';

describe('a date format made on its first use', () => {
  const Real = Intl.DateTimeFormat;
  let made = 0;
  beforeEach(() => {
    made = 0;
    // Counts the formats made, and makes them as Intl does.
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      made++;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  afterEach(() => {
    Intl.DateTimeFormat = Real;
    setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE);
  });

  it('makes nothing until asked, then formats as Intl.DateTimeFormat does, with one format', () => {
    const format = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(made).toBe(0);
    const day = Date.UTC(2026, 10, 25);
    expect(format.format(day)).toBe('25 Nov 2026');
    expect(format.format(new Date(day + 86_400_000))).toBe('26 Nov 2026');
    expect(made).toBe(1);
  });

  it("shows a moment in the office's zone, whatever the browser's, and follows the zone the gateway names later", () => {
    const clock = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const moment = Date.UTC(2026, 10, 28, 12, 30);
    expect(clock.format(moment)).toBe('18:00'); // India, the default
    setOfficeTimeZone('Europe/London');
    expect(clock.format(moment)).toBe('12:30');
    setOfficeTimeZone('Asia/Kolkata');
    // One format per zone, each made once: going back makes none.
    const before = made;
    expect(clock.format(moment)).toBe('18:00');
    expect(made).toBe(before);
    expect(clock.formatToParts(moment).find((part) => part.type === 'hour')?.value).toBe('18');
  });

  it('keeps a zone given: a calendar day held as midnight UTC stays that day', () => {
    setOfficeTimeZone('America/Los_Angeles');
    expect(lazyDateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 25))).toBe('25 Nov');
  });
});
