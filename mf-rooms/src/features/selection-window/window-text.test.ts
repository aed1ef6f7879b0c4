import { SERVER_NOW } from '../../testing/fixtures';
import { officeTimeZone } from 'web-kit';
import { formatMoment, windowMessage } from './window-text';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();

describe("the banner's words", () => {
  it("gives day, short month, year, hour, minute and the time zone's name, in the browser's locale and the office's zone", () => {
    const spec = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: officeTimeZone() });
    expect(spec.formatToParts(new Date(SERVER_NOW)).map((p) => p.type)).toEqual(expect.arrayContaining(['day', 'month', 'year', 'hour', 'minute', 'timeZoneName']));
    expect(formatMoment(SERVER_NOW)).toBe(spec.format(new Date(SERVER_NOW)));
  });

  it.each([
    ['NOT_YET', { opensAt: at(HOUR), closesAt: null }, `Room selection opens on ${formatMoment(at(HOUR))}.`],
    ['CLOSED', { opensAt: null, closesAt: at(-HOUR) }, `Room selection has closed. It closed on ${formatMoment(at(-HOUR))}.`],
    ['CLOSED', { opensAt: null, closesAt: null }, 'Room selection has closed.'],
    ['NOT_ELIGIBLE', { opensAt: null, closesAt: at(HOUR) }, 'Room selection for this hostel is not open to your enrollment ID in this round.'],
    ['OPEN', { opensAt: null, closesAt: at(HOUR) }, `Room selection closes on ${formatMoment(at(HOUR))}.`],
    ['OPEN', { opensAt: at(-HOUR), closesAt: null }, null],
  ] as const)('%s with %o: %s', (state, times, text) => {
    expect(windowMessage(state, times)).toBe(text);
  });
});
