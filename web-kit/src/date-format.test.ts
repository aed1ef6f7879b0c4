import { lazyDateFormat } from './date-format';

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
  });

  it('makes nothing until asked, then formats as Intl.DateTimeFormat does, with one format', () => {
    const format = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(made).toBe(0);
    const day = Date.UTC(2026, 10, 25);
    expect(format.format(day)).toBe('25 Nov 2026');
    expect(format.format(new Date(day + 86_400_000))).toBe('26 Nov 2026');
    expect(made).toBe(1);
  });
});
