import { expect, test, type Page } from '@playwright/test';
import { API_BASE, categoryGoods } from './support/api';

/**
 * One English wording per message (docs/product.md §8): English pages show no Chinese outside
 * what is marked as Chinese (lang="zh…": the language switch's own name, product data written
 * in Chinese).
 */
async function chineseOutsideMarkedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u3400-\u9fff\uf900-\ufaff]/;
    const found: string[] = [];
    const inChinese = (element: Element | null) => element?.closest('[lang^="zh"]') !== null && element?.closest('[lang^="zh"]') !== undefined;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (han.test(node.textContent ?? '') && !inChinese(parent)) found.push(`${parent.tagName}: ${node.textContent?.trim()}`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && han.test(value) && !inChinese(element)) found.push(`${element.tagName}[${name}]: ${value}`);
      }
    }
    return found;
  });
}

test('English pages carry no Chinese outside the language switch and Chinese product data', async ({ page, request }) => {
  const [antibody] = await categoryGoods(request, 'CP002');
  expect(antibody, 'the seed has antibodies').toBeTruthy();
  const paths = [
    '/',
    '/goods-list?id=CP001',
    '/testingService?id=FW001',
    `/goodsdetail?id=${antibody?.id}`,
    '/search-result?search=antibody',
    '/login',
    '/register',
    '/inquire-list',
    '/antibody',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideMarkedText(page), path).toEqual([]);
  }
});

test('adding to the inquiry list says so in English on English pages', async ({ page, request }) => {
  const [antibody] = await categoryGoods(request, 'CP002');
  await page.goto(`/goodsdetail?id=${antibody?.id}`);
  await page.getByRole('button', { name: 'Add to inquiry list' }).click();
  await expect(page.getByText('Goods successfully added to the inquiry list')).toBeVisible();
  expect(await chineseOutsideMarkedText(page)).toEqual([]);
});

test('Chinese pages word the New/Hot badges and the impact factor in Chinese', async ({ page, request }) => {
  const answer = await request.post(`${API_BASE}/online/togoods/classifyGoodsList`, { data: { goodsCate: 'CP002', limit: 200 } });
  const { list } = ((await answer.json()) as { data: { list: { id: number; ifValue: number | null; goodsIdentity: string }[] } }).data;
  const goods = list.find((item) => item.ifValue !== null && /"(New|Hot)"/.test(item.goodsIdentity));
  expect(goods, 'the seed has an antibody with an impact factor and a New/Hot badge').toBeTruthy();
  await page.goto(`/zh/goodsdetail?id=${goods?.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^影响因子 \d/)).toBeVisible();
  await expect(main.getByText(/^(新品|热销)$/).first()).toBeVisible();
  await expect(main.getByText(/^(New|Hot|IF \d.*)$/)).toHaveCount(0);
});
