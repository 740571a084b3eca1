/**
 * The home advert dialog opens on a first visit (docs/product.md §2.4 item 10). Journeys that are not
 * about it mark it as "shown just now" before any page loads, exactly as for a visitor who saw
 * it a moment ago, so the dialog stays shut without any test-only path in the product.
 */
import type { Page } from '@playwright/test';
import { ADVERT_STORAGE_KEY } from '../../lib/catalogue/advert-schedule';

export async function suppressAdvert(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, String(Date.now()));
  }, ADVERT_STORAGE_KEY);
}
