import { expect, test, type Page } from '@playwright/test';
import type { GoodsSummary } from '../contract/goods';
import { logInByEmailCode } from './support/account';
import { categoryGoods, type Lang } from './support/api';

/** Goods side by side (docs/product.md §2.12): chosen on goods pages, compared at /compare?ids=…. */

const TEXT = {
  en: {
    compare: 'Compare',
    open: (n: number) => `Compare ${n} item${n === 1 ? '' : 's'}`,
    catNo: 'Cat. No.',
    differs: 'Differs',
    remove: (title: string) => `Remove ${title} from the comparison`,
  },
  zh: { compare: '对比', open: (n: number) => `对比 ${n} 个产品`, catNo: '货号', differs: '有差异', remove: (title: string) => `从对比中移除 ${title}` },
} as const;

const prefix = (lang: Lang) => (lang === 'zh' ? '/zh' : '');

/** Two antibodies that differ in clonality or host, so the table has a row to mark. */
async function twoAntibodies(page: Page, lang: Lang): Promise<[GoodsSummary, GoodsSummary]> {
  const list = await categoryGoods(page.request, 'CP002', lang);
  const first = list[0];
  const other = list.find((goods) => first && goods.labels.join() !== first.labels.join());
  if (!first || !other) throw new Error('the seed has antibodies of two kinds');
  return [first, other];
}

async function choose(page: Page, lang: Lang, goods: GoodsSummary, count: number) {
  await page.goto(`${prefix(lang)}/goodsdetail?id=${goods.id}`);
  const toggle = page.getByRole('button', { name: TEXT[lang].compare, exact: true });
  // Its logic loads once the page is idle.
  await expect(toggle).toHaveAttribute('data-ready', '');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: TEXT[lang].open(count), exact: true })).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: two antibodies chosen on their pages are compared side by side, their difference marked, and one removed`, async ({ page }) => {
    const [a, b] = await twoAntibodies(page, lang);
    await choose(page, lang, a, 1);
    await choose(page, lang, b, 2);
    await page.getByRole('link', { name: TEXT[lang].open(2), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/compare\\?ids=${a.id},${b.id}$`));

    const table = page.getByRole('table');
    await expect(table.getByText(`${TEXT[lang].catNo}: ${a.itemno}`)).toBeVisible();
    await expect(table.getByText(`${TEXT[lang].catNo}: ${b.itemno}`)).toBeVisible();
    await expect(table.getByRole('link', { name: a.title, exact: true })).toHaveAttribute('href', new RegExp(`/goodsdetail\\?id=${a.id}$`));
    // The clonality or host differs: the row says so in words, not colour alone.
    const marked = table.locator('tr[data-differs]');
    await expect(marked.first()).toBeVisible();
    await expect(marked.filter({ has: page.getByRole('rowheader', { name: new RegExp(TEXT[lang].differs) }) }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.screenshot({ path: `test-results/compare-${lang}-desktop.png`, fullPage: true });

    await table.getByRole('link', { name: TEXT[lang].remove(a.title), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/compare\\?ids=${b.id}$`));
    await expect(page.getByRole('columnheader')).toHaveCount(1);
    expect(await page.evaluate(() => window.localStorage.getItem('pro_compareGoods'))).toBe(`[${b.id}]`);
  });
}

test('a fifth item is refused with a sentence; bad addresses are put into words; the bare page says how to add goods', async ({ page }) => {
  const list = await categoryGoods(page.request, 'CP002');
  const [one, two, three, four, five] = list;
  if (!one || !two || !three || !four || !five) throw new Error('the seed has five antibodies');
  await page.goto(`/goodsdetail?id=${five.id}`);
  await page.evaluate((ids) => window.localStorage.setItem('pro_compareGoods', JSON.stringify(ids)), [one.id, two.id, three.id, four.id]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Compare 4 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('data-ready', '');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You can compare at most 4 goods' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'false');

  await page.goto(`/compare?ids=${[one, two, three, four, five].map((goods) => goods.id).join(',')}`);
  await expect(page.getByText('You can compare at most 4 goods at a time')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(4);
  await page.goto('/zh/compare?ids=12,abc');
  await expect(page.getByText('此对比地址中的产品编号格式不正确')).toBeVisible();
  await page.goto(`/compare?ids=${one.id},987654321`);
  await expect(page.getByText('No goods item has the number 987654321')).toBeVisible();
  await expect(page.getByText('Add another item with “Compare” on its page')).toBeVisible();

  await page.goto('/compare');
  await expect(page.getByText('Nothing to compare yet. Open a goods page and press “Compare”')).toBeVisible();
  // The list kept on the device is one click away.
  await expect(page.getByRole('link', { name: 'Compare them' })).toHaveAttribute(
    'href',
    `/compare?ids=${[one, two, three, four].map((goods) => goods.id).join(',')}`,
  );
});

test('at 390 px the table scrolls in its box with the row headings kept in view, and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = await categoryGoods(page.request, 'CP002');
  const ids = list.slice(0, 3).map((goods) => goods.id);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  const box = page.locator('[tabindex="0"]:has(> table)');
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const heading = page.getByRole('rowheader').first();
  const before = await heading.boundingBox();
  await page.screenshot({ path: 'test-results/compare-en-phone.png', fullPage: true });
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const after = await heading.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  await page.screenshot({ path: 'test-results/compare-en-phone-scrolled.png', fullPage: true });
  await page.goto(`/zh/compare?ids=${ids.join(',')}`);
  await page.screenshot({ path: 'test-results/compare-zh-phone.png', fullPage: true });
});

test("a logged-in customer's choice is kept on the account, not the device", async ({ page }) => {
  const [goods] = await categoryGoods(page.request, 'CP002');
  if (!goods) throw new Error('the seed has antibodies');
  await logInByEmailCode(page);
  await page.goto(`/goodsdetail?id=${goods.id}`);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('data-ready', '');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Compare 1 item' })).toBeVisible();
  const answer = await page.request.get('/api/online/toGoodsCompare/myCompare', { headers: { lang: 'en' } });
  expect(await answer.json()).toMatchObject({ code: 0, data: { list: [goods.id] } });
  expect(await page.evaluate(() => window.localStorage.getItem('pro_compareGoods'))).toBeNull();
  // A new page learns the list from the account.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
