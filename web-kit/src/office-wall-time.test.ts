import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from './office-time-zone';
import { officeDay, officeMomentOf, officeWallTime } from './office-wall-time';

describe("the office's wall clock", () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York'; // a browser far from the office
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE));

  it('names the day a moment falls on at the office, not in the browser', () => {
    // 28 Nov 20:00 UTC: still the 28th in New York, already the 29th in India.
    expect(officeDay(Date.UTC(2026, 10, 28, 20, 0))).toBe('2026-11-29');
    expect(officeDay('2026-11-28T12:30:00Z')).toBe('2026-11-28');
  });

  it("reads and writes a datetime-local field's value on the office's clock", () => {
    expect(officeWallTime('2026-11-28T12:30:00Z')).toBe('2026-11-28T18:00');
    expect(officeMomentOf('2026-11-28T18:00')?.toISOString()).toBe('2026-11-28T12:30:00.000Z');
    expect(officeMomentOf('')).toBeNull();
  });

  it('crosses a change of offset as the gateway does', () => {
    setOfficeTimeZone('Europe/London');
    // 01:30 does not exist that day: it comes out as 02:30 BST, as the gateway's officeMoment makes it.
    expect(officeMomentOf('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(officeMomentOf('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(officeWallTime('2026-12-01T09:00:00Z')).toBe('2026-12-01T09:00');
  });
});
