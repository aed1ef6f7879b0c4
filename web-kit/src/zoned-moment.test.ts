import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from './office-time-zone';
import { formatZonedMoment } from './zoned-moment';

const AT = '2026-11-25T04:30:00.000Z';
const partsIn = (timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });

describe('a moment with its zone named', () => {
  afterEach(() => setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE));

  it("gives day, short month, year, hour, minute and the zone's name, in the browser's locale and the office's zone", () => {
    const spec = partsIn(DEFAULT_OFFICE_TIME_ZONE);
    expect(spec.formatToParts(new Date(AT)).map((part) => part.type)).toEqual(expect.arrayContaining(['day', 'month', 'year', 'hour', 'minute', 'timeZoneName']));
    expect(formatZonedMoment(AT)).toBe(spec.format(new Date(AT)));
    expect(formatZonedMoment(Date.parse(AT))).toBe(formatZonedMoment(AT));
  });

  it('follows the zone the gateway names later', () => {
    setOfficeTimeZone('Europe/London');
    expect(formatZonedMoment(AT)).toBe(partsIn('Europe/London').format(new Date(AT)));
    expect(formatZonedMoment(AT)).not.toBe(partsIn(DEFAULT_OFFICE_TIME_ZONE).format(new Date(AT)));
  });
});
