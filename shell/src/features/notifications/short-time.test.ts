import { shortTime } from './short-time';

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
