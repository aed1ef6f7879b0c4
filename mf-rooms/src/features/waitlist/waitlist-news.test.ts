import { offered, OFFER_EXPIRES, place } from '../../testing/fixtures';
import { formatMoment } from '../selection-window/window-text';
import { waitlistNews } from './waitlist-news';

describe('news of a place in line', () => {
  it('tells of a bed held, until when', () => {
    expect(waitlistNews(place(), offered())).toEqual({
      tone: 'success',
      title: 'Bed Offered',
      message: `Room 5 in GH-1 is held for you until ${formatMoment(OFFER_EXPIRES)}. Accept or decline it in My room.`,
    });
  });

  it('tells of an end the student did not choose', () => {
    expect(waitlistNews(offered(), place({ status: 'EXPIRED', position: null }))).toMatchObject({ title: 'Offer Expired' });
    expect(waitlistNews(place(), place({ status: 'REMOVED', position: null }))).toMatchObject({ title: 'Removed from the Waitlist' });
  });

  it('keeps quiet about moves in line, the student\'s own ends, and a first read', () => {
    expect(waitlistNews(place(), place({ position: 1 }))).toBeNull();
    expect(waitlistNews(place(), place({ status: 'LEFT', position: null }))).toBeNull();
    expect(waitlistNews(offered(), place({ status: 'DECLINED', position: null }))).toBeNull();
    expect(waitlistNews(null, offered())).toBeNull();
    expect(waitlistNews(place(), null)).toBeNull();
  });
});
