/** @jest-environment node */
import { ADVERT_STORAGE_KEY, parseShownAt, shouldShowAdvert, shownAtValue } from './advert-schedule';
import { ADVERT_REAPPEAR_MS } from './constants';

const now = Date.UTC(2026, 10, 11, 9, 0, 0);

describe('advert schedule', () => {
  it('uses a pro_ key', () => {
    expect(ADVERT_STORAGE_KEY).toBe('pro_homepageAds');
  });

  it('shows on a first visit when banners exist', () => {
    expect(shouldShowAdvert({ bannerCount: 2, stored: null, now })).toBe(true);
  });

  it('never shows without banners', () => {
    expect(shouldShowAdvert({ bannerCount: 0, stored: null, now })).toBe(false);
  });

  it('stays hidden for 5 minutes after it was shown, then shows again', () => {
    const stored = shownAtValue(now);
    expect(shouldShowAdvert({ bannerCount: 1, stored, now })).toBe(false);
    expect(shouldShowAdvert({ bannerCount: 1, stored, now: now + ADVERT_REAPPEAR_MS - 1 })).toBe(false);
    expect(shouldShowAdvert({ bannerCount: 1, stored, now: now + ADVERT_REAPPEAR_MS })).toBe(true);
    expect(ADVERT_REAPPEAR_MS).toBe(5 * 60 * 1000);
  });

  it('shows when the stored value is unreadable or ahead of the clock', () => {
    for (const stored of ['', 'yes', 'NaN', '-5', '0', '{"shown":true}']) {
      expect(shouldShowAdvert({ bannerCount: 1, stored, now })).toBe(true);
    }
    expect(shouldShowAdvert({ bannerCount: 1, stored: shownAtValue(now + 60_000), now })).toBe(true);
  });

  it('reads back what it stores', () => {
    expect(parseShownAt(shownAtValue(now + 0.7))).toBe(now);
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt(undefined)).toBeNull();
  });
});
