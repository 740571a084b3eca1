import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { banners } from '../db/schema';
import { advertWindows } from '../seed/content';
import { seededApp } from '../testing/seeded-app';
import { listBanners, type Banner } from './content';

const seeded = seededApp(20);
const DAY = 86_400_000;

describe('dated adverts (docs/product.md §2.4 item 10)', () => {
  test('the seed dates them from the seeding day: Double Eleven 1–11 November (China time), the trial offer around the day', () => {
    const seededAt = Date.parse('2026-11-27T20:00:00Z');
    const { doubleEleven, trialPacks } = advertWindows(seededAt);
    assert.equal(doubleEleven.validFrom.toISOString(), '2026-10-31T16:00:00.000Z');
    assert.equal(doubleEleven.validUntil.toISOString(), '2026-11-11T16:00:00.000Z');
    assert.ok(doubleEleven.validUntil.getTime() < seededAt, 'over by late November');
    assert.ok(trialPacks.validFrom.getTime() < seededAt && trialPacks.validUntil.getTime() > seededAt + 60 * DAY, 'the trial offer runs for months');
    assert.equal(
      advertWindows(Date.parse('2027-03-01T00:00:00Z')).doubleEleven.validUntil.toISOString(),
      '2027-11-11T16:00:00.000Z',
      'a later seed moves it on',
    );
  });

  test('an advert shows only within its window; the seeded demo never opens with one that is over', async () => {
    const [doubleEleven] = await seeded.db.select().from(banners).where(eq(banners.pic, '/files/banners/advert-double-eleven.webp'));
    assert.ok(doubleEleven?.validFrom && doubleEleven.validUntil);
    const titles = async (now: Date) => (await listBanners(seeded.db, 2, 1, 20, 'en', now)).list.map((banner: Banner) => banner.title);
    const during = new Date(doubleEleven.validFrom.getTime() + 3 * DAY);
    assert.ok((await titles(during)).includes(doubleEleven.titleEn), 'shown during Double Eleven');
    assert.ok(!(await titles(new Date(doubleEleven.validUntil.getTime() + 1000))).includes(doubleEleven.titleEn), 'never once it is over');
    assert.ok(!(await titles(new Date(doubleEleven.validFrom.getTime() - 1000))).includes(doubleEleven.titleEn), 'not before it starts');

    const now = new Date();
    const shown = (await seeded.call('POST', '/online/toBanner/list', { body: { bannerType: 2 } })).page as { list: Banner[] };
    assert.ok(shown.list.length >= 2, 'today the trial offer and the platform tour at least');
    for (const banner of shown.list) {
      assert.ok(banner.validFrom === null || Date.parse(banner.validFrom) <= now.getTime(), `${banner.title} has started`);
      assert.ok(banner.validUntil === null || Date.parse(banner.validUntil) > now.getTime(), `${banner.title} is not over`);
    }

    await seeded.db
      .update(banners)
      .set({ validUntil: new Date(now.getTime() - DAY) })
      .where(eq(banners.bannerType, 1));
    try {
      const carousel = (await seeded.call('POST', '/online/toGoodsBanner/list', { body: { bannerType: 1 } })).page as { list: Banner[] };
      assert.deepEqual(carousel.list, [], 'goods-page banners keep to their windows too');
    } finally {
      await seeded.db.update(banners).set({ validUntil: null }).where(eq(banners.bannerType, 1));
    }
  });
});
