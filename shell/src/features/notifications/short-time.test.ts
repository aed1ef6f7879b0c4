import { exactTime, shortTime } from './short-time';

const now = Date.parse('2026-03-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('shortTime', () => {
  it('says how long ago, in the largest whole unit, for a week', () => {
    expect(shortTime(ago(20_000), now)).toBe('just now');
    expect(shortTime(ago(59 * 60_000), now)).toBe('59 min ago');
    expect(shortTime(ago(2 * 3_600_000 + 59 * 60_000), now)).toBe('2 h ago');
    expect(shortTime(ago(6 * 86_400_000), now)).toBe('6 d ago');
  });

  it('gives a date after a week, with the year only when it is not this one', () => {
    expect(shortTime('2026-03-01T12:00:00.000Z', now)).toBe('1 Mar');
    expect(shortTime('2025-12-24T12:00:00.000Z', now)).toBe('24 Dec 2025');
  });
});

describe("times in the office's zone, in a browser in New York", () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("dates a notification by the office's calendar: 31 Dec 20:00 UTC is New Year's Day in India", () => {
    expect(shortTime('2025-12-31T20:00:00.000Z', Date.parse('2026-01-20T12:00:00.000Z'))).toBe('1 Jan');
    expect(exactTime('2026-11-28T12:30:00.000Z')).toMatch(/18:00|6:00\sPM/);
  });
});
