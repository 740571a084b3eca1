import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { BannerView } from '@/lib/api/content';
import { CAROUSEL_INTERVAL_MS } from '@/lib/catalogue/constants';
import { pickMessages, type Messages } from '@/lib/i18n/pick-messages';
import { BannerCarousel } from './banner-carousel';
import { HOME_ISLAND_MESSAGES } from './island-messages';

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

const banners: BannerView[] = [1, 2, 3].map((id) => ({
  id,
  title: `BannerView ${id}`,
  pic: `/files/banners/${id}.svg`,
  url: `/goods-list?id=CP00${id}`,
  videoUrl: null,
}));

function renderCarousel() {
  // Only the messages the page hands this island: a missing one fails the test.
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={pickMessages(en as Messages, HOME_ISLAND_MESSAGES)}
      onError={(error) => {
        throw error;
      }}
    >
      <BannerCarousel banners={banners} imageHost="" />
    </NextIntlClientProvider>,
  );
}

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-roledescription') === 'slide' && slide.getAttribute('aria-hidden') !== 'true');

test('every slide links from the HTML; the first image loads at once and first', () => {
  const { container } = renderCarousel();
  expect(screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
    '/goods-list?id=CP001',
    '/goods-list?id=CP002',
    '/goods-list?id=CP003',
  ]);
  const [first] = Array.from(container.querySelectorAll('img'));
  expect(first?.getAttribute('fetchpriority')).toBe('high');
  expect(first?.getAttribute('loading')).toBe('eager');
  expect(current()?.getAttribute('aria-label')).toBe('1 of 3');
});

test('advances every 10 s, moves with its buttons and holds still when paused', () => {
  renderCarousel();
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(current()?.getAttribute('aria-label')).toBe('2 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(current()?.getAttribute('aria-label')).toBe('1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
  expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
  act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
  expect(current()?.getAttribute('aria-label')).toBe('3 of 3');
  expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
});

test('stands still, without a play button, for visitors who ask for reduced motion', () => {
  reducedMotion = true;
  renderCarousel();
  act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
  expect(current()?.getAttribute('aria-label')).toBe('1 of 3');
  expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
});
