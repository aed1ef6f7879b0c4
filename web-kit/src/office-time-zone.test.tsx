import { act, render, screen } from '@testing-library/react';
import { browserClock, DEFAULT_OFFICE_TIME_ZONE, officeTimeZone, setOfficeTimeZone, useOfficeTimeZone, visitorZoneDiffers } from './office-time-zone';

function Zone() {
  return <output data-testid="zone">{useOfficeTimeZone()}</output>;
}

describe("the office's time zone", () => {
  afterEach(() => {
    setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE);
    vi.restoreAllMocks();
  });

  it("is India's until the gateway names another; a zone this browser does not know is refused", () => {
    expect(officeTimeZone()).toBe('Asia/Kolkata');
    setOfficeTimeZone('Europe/Paris');
    expect(officeTimeZone()).toBe('Europe/Paris');
    setOfficeTimeZone('Mars/Olympus_Mons');
    expect(officeTimeZone()).toBe('Europe/Paris');
  });

  it("is one setting for the page: another bundle's copy of web-kit sees what this one set", () => {
    setOfficeTimeZone('Asia/Dubai');
    const slot = (globalThis as unknown as Record<symbol, { zone: string }>)[Symbol.for('dormspace.officeTimeZone')];
    expect(slot?.zone).toBe('Asia/Dubai');
  });

  it('draws a component that follows it again when it changes', async () => {
    render(<Zone />);
    expect(screen.getByTestId('zone')).toHaveTextContent('Asia/Kolkata');
    await act(async () => setOfficeTimeZone('Europe/Paris'));
    expect(screen.getByTestId('zone')).toHaveTextContent('Europe/Paris');
  });

  it("differs from a visitor's clock by zone, not by spelling", () => {
    vi.spyOn(browserClock, 'timeZone').mockReturnValue('UTC');
    expect(visitorZoneDiffers()).toBe(true);
    vi.spyOn(browserClock, 'timeZone').mockReturnValue('Asia/Calcutta');
    expect(visitorZoneDiffers()).toBe(false);
    expect(visitorZoneDiffers('Etc/UTC', 'UTC')).toBe(false);
  });
});
