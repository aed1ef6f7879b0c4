import { act, render, screen } from '@testing-library/react';
import { UiProvider } from 'ui';
import { OfficeTimeNote } from './office-time-note';
import { browserClock, DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from './office-time-zone';

const note = () => screen.queryByTestId('office-time-note');
const draw = () => render(<UiProvider><OfficeTimeNote /></UiProvider>);

describe('the line saying which zone times are in', () => {
  afterEach(() => {
    setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE);
    vi.restoreAllMocks();
  });

  it("shows for a visitor whose clock keeps another zone than the office's", () => {
    vi.spyOn(browserClock, 'timeZone').mockReturnValue('UTC');
    draw();
    expect(note()).toHaveTextContent('Times are India Standard Time (GMT+5:30).');
  });

  it("is not there for a visitor on the office's clock", () => {
    vi.spyOn(browserClock, 'timeZone').mockReturnValue('Asia/Kolkata');
    draw();
    expect(note()).toBeNull();
  });

  it('follows the zone the gateway names: gone when it is the visitor\'s own', async () => {
    vi.spyOn(browserClock, 'timeZone').mockReturnValue('Asia/Dubai');
    draw();
    expect(note()).toHaveTextContent('India Standard Time');
    await act(async () => setOfficeTimeZone('Asia/Dubai'));
    expect(note()).toBeNull();
  });
});
