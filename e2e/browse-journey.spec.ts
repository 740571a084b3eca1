import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { API_BASE, type Lang } from './support/api';

/** The words each language shows along the journey. */
const words: Record<
  Lang,
  { prefix: string; nav: string; consumables: string; categories: string; viewMode: string; large: string; list: string; table: string; catNo: RegExp }
> = {
  en: {
    prefix: '',
    nav: 'Main navigation',
    consumables: 'Consumables',
    categories: 'Consumables categories',
    viewMode: 'View mode',
    large: 'Large images',
    list: 'List',
    table: 'Table',
    catNo: /Cat\. No\./,
  },
  zh: {
    prefix: '/zh',
    nav: '主导航',
    consumables: '耗材',
    categories: '耗材分类',
    viewMode: '显示方式',
    large: '大图',
    list: '列表',
    table: '表格',
    catNo: /货号/,
  },
};

for (const lang of ['en', 'zh'] as const) {
  test(`browse from the mega-menu to a goods item in a new tab (${lang})`, async ({ page, context }) => {
    const w = words[lang];
    await suppressAdvert(page);
    await page.goto(w.prefix || '/');

    const nav = page.getByRole('navigation', { name: w.nav });
    await nav.getByRole('link', { name: w.consumables, exact: true }).hover();
    const subCategories = nav.getByRole('list', { name: w.categories });
    await expect(subCategories).toBeVisible();
    await subCategories.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/consumables\\?id=CP001015001020\\d{3}$`));
    const listingUrl = page.url();

    const modes = page.getByRole('group', { name: w.viewMode });
    for (const [label, view] of [
      [w.large, 1],
      [w.list, 2],
      [w.table, 3],
    ] as const) {
      await modes.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(`${listingUrl}&view=${view}`);
      await expect(modes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }

    const table = page.getByRole('table').first();
    const header = table.getByRole('columnheader', { name: w.catNo });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstAscending = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    await header.getByRole('link').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstAscending);

    const goodsLink = table.getByRole('row').nth(1).getByRole('link').first();
    const title = (await goodsLink.innerText()).trim();
    const [detail] = await Promise.all([context.waitForEvent('page'), goodsLink.click()]);
    await expect(detail).toHaveURL(new RegExp(`${w.prefix}/goodsdetail\\?id=\\d+$`));
    await expect(detail.getByRole('heading', { level: 1 })).toContainText(title.split('\n')[0] ?? title);
  });

  test(`an off-shelf goods item answers the 404 page (${lang})`, async ({ page, request }) => {
    let offShelfId: number | null = null;
    for (let id = 1; id < 400 && offShelfId === null; id++) {
      const response = await request.post(`${API_BASE}/online/togoods/details`, { data: { id } });
      const envelope = (await response.json()) as { code: number; data?: { onShelfFlag: boolean } };
      if (envelope.code === 0 && envelope.data?.onShelfFlag === false) offShelfId = id;
    }
    expect(offShelfId).not.toBeNull();
    const response = await page.goto(`${words[lang].prefix}/goodsdetail?id=${offShelfId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Page not found' : '页面不存在');
  });
}
