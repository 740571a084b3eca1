import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_BASE } from './support/api';

/** Evidence a buyer trusts on an antibody page (docs/product.md §2.6): citations, validation figures, datasheet, product image. */

interface FinderGoods {
  id: number;
  itemno: string;
  title: string;
  citationCount: number;
}

async function api<T>(request: APIRequestContext, path: string, body: object, lang = 'en'): Promise<T> {
  const response = await request.post(`${API_BASE}${path}`, { data: body, headers: { lang } });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Antibodies, most cited first, as the finder's "Most cited" order answers them. */
async function mostCited(request: APIRequestContext): Promise<FinderGoods[]> {
  const page = await api<{ list: FinderGoods[] }>(request, '/online/togoods/labelsClassifyGoodsList', { orderBy: 'citations', limit: 30 });
  expect(page.list[0]?.citationCount ?? 0, 'the demo catalogue cites some antibodies').toBeGreaterThan(1);
  return page.list;
}

test.describe('antibody evidence', () => {
  test('the goods page shows its citations and filters them by application; the IF link opens them', async ({ page, request }) => {
    const [goods] = await mostCited(request);
    if (!goods) throw new Error('no cited antibody');
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const section = page.getByRole('region', { name: `Cited in ${goods.citationCount} publications` });
    await expect(section).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(goods.citationCount);
    await expect(page.getByRole('link', { name: `Cited in ${goods.citationCount}`, exact: true })).toHaveAttribute('href', '#citations');

    const filters = section.getByRole('group', { name: 'Filter by application' });
    const options = filters.getByRole('radio');
    if ((await options.count()) > 2) {
      const option = options.nth(1);
      const code = await option.getAttribute('value');
      const label = (await filters.locator('label').nth(1).textContent()) ?? '';
      const count = Number(label.match(/\((\d+)\)/)?.[1]);
      await option.check();
      await expect(section.locator('li:visible')).toHaveCount(count);
      for (const item of await section.locator('li:visible').all()) await expect(item).toHaveAttribute('data-application', code ?? '');
      await options.first().check();
      await expect(section.locator('li:visible')).toHaveCount(goods.citationCount);
    }

    await page.goto(`/zh/goodsdetail?id=${goods.id}`);
    await expect(page.getByRole('heading', { name: `被 ${goods.citationCount} 篇文献引用` })).toBeVisible();
  });

  test('the product image is a real image with its size, and the validation figures carry legends', async ({ page, request }) => {
    const list = await mostCited(request);
    let shown = false;
    for (const goods of list.slice(0, 10)) {
      const figures = await api<{ list: { kind: string }[] }>(request, '/online/togoods/validation', { goodsId: goods.id });
      if (!figures.list.some((figure) => figure.kind === 'wb')) continue;
      await page.goto(`/goodsdetail?id=${goods.id}`);
      const cover = page.getByRole('group', { name: /images|gallery/i }).locator('img').first();
      await expect(cover).toHaveAttribute('src', /\.webp$/);
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
      const validation = page.getByRole('region', { name: 'Validation data' });
      const blot = validation.getByRole('figure').filter({ hasText: 'Western blot' });
      await expect(blot.getByText(new RegExp(`with ${goods.itemno} at 1:1000\\. Predicted band: \\d+(\\.\\d+)? kDa\\.`))).toBeVisible();
      const image = blot.getByRole('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      shown = true;
      break;
    }
    expect(shown, 'one of the most cited antibodies is validated by western blot').toBe(true);
  });

  test('the datasheet link downloads a PDF of at least two pages naming the Cat. No.', async ({ page, request }) => {
    for (const goods of await mostCited(request)) {
      const documents = await request.get(`${API_BASE}/online/togoods/getDocumentByGoodsCode?goodsCode=${encodeURIComponent(goods.itemno)}`);
      const list = ((await documents.json()) as { data: { list: { fileName: string }[] } }).data.list;
      const datasheet = list.find((document) => document.fileName.endsWith('-datasheet.pdf'));
      if (!datasheet) continue;
      await page.goto(`/goodsdetail?id=${goods.id}`);
      const link = page.getByRole('link', { name: datasheet.fileName });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/-datasheet\.pdf$/);
      const response = await request.get(new URL(href ?? '', page.url()).toString());
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = (await response.body()).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect((pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(pdf).toContain(`(${goods.itemno} Datasheet)`);
      await page.goto(`/zh/goodsdetail?id=${goods.id}`);
      await expect(page.locator('a[href$="-datasheet-zh.pdf"]').first()).toBeVisible();
      return;
    }
    throw new Error('none of the most cited antibodies has a datasheet');
  });

  test('the finder sorts by citations and filters by how often goods are cited', async ({ page }) => {
    await page.goto('/antibody');
    await page.getByRole('link', { name: 'Most cited' }).click();
    await expect(page).toHaveURL(/order=cited/);
    await expect(page.getByRole('link', { name: 'Most cited' })).toHaveAttribute('aria-current', 'true');
    const counts = async () =>
      (await page.getByRole('main').getByRole('link', { name: /^Cited in \d+ publications?$/ }).allTextContents()).map((text) => Number(text.match(/\d+/)?.[0]));
    const sorted = await counts();
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    await page.getByRole('link', { name: 'At least 10' }).click();
    await expect(page).toHaveURL(/cited=10/);
    const often = await counts();
    expect(often.length).toBeGreaterThan(0);
    expect(often.every((count) => count >= 10)).toBe(true);
  });
});
