import { render, screen } from '@testing-library/react';
import type { BannerView } from '@/lib/api/content';
import { ADVERT_STORAGE_KEY } from '@/lib/catalogue/advert-schedule';
import { ADVERT_REAPPEAR_MS } from '@/lib/catalogue/constants';
import { AdvertLauncher } from './advert-launcher';

// The MUI dialog itself is loaded on demand; here only when it is loaded matters.
jest.mock('./advert-dialog', () => ({ AdvertDialog: () => <div role="dialog" aria-label="News and offers" /> }));

const banners: BannerView[] = [{ id: 1, title: 'Offer', pic: '/files/banners/a.svg', url: null, videoUrl: null }];

beforeEach(() => window.localStorage.clear());

test('opens on a first visit and remembers when', async () => {
  render(<AdvertLauncher banners={banners} imageHost="" />);
  expect(await screen.findByRole('dialog', { name: 'News and offers' })).toBeTruthy();
  expect(Number(window.localStorage.getItem(ADVERT_STORAGE_KEY))).toBeGreaterThan(0);
});

test('loads nothing within 5 minutes of the last showing, nor without adverts', async () => {
  window.localStorage.setItem(ADVERT_STORAGE_KEY, String(Date.now() - ADVERT_REAPPEAR_MS + 60_000));
  const { rerender } = render(<AdvertLauncher banners={banners} imageHost="" />);
  window.localStorage.clear();
  rerender(<AdvertLauncher banners={[]} imageHost="" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).toBeNull();
});
