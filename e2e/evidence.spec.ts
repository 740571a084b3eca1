import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GoodsSummary } from '../contract/goods';
import { API_BASE, mostCitedGoods } from './support/api';

/** Evidence a buyer trusts on an antibody page (docs/product.md §2.6): citations, validation figures, datasheet, product image. */

async function api<T>(request: APIRequestContext, path: string, body: object, lang = 'en'): Promise<T> {
  const response = await request.post(`${API_BASE}${path}`, { data: body, headers: { lang } });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function mostCited(request: APIRequestContext): Promise<GoodsSummary[]> {
  const list = await mostCitedGoods(request);
  expect(list[0]?.citationCount ?? 0, 'the demo catalogue cites some antibodies').toBeGreaterThan(5);
  return list;
}

test.describe('antibody evidence', () => {
  test('the goods page shows its newest citations and links the rest; the publications page filters and pages them', async ({ page, request }) => {
    const [goods] = await mostCited(request);
    if (!goods) throw new Error('no cited antibody');
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const section = page.getByRole('region', { name: `Cited in ${goods.citationCount} publications` });
    await expect(section).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'PMID' })).toHaveCount(3);
    await expect(section.getByText(`The newest 3 of ${goods.citationCount} publications`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Cited in ${goods.citationCount}`, exact: true })).toHaveAttribute('href', '#citations');

    // One application's link opens the publications page filtered to it, with its count.
    const filters = section.getByRole('navigation', { name: 'Filter by application' });
    const application = filters.getByRole('link').nth(1);
    const [, code, count] = ((await application.textContent()) ?? '').match(/^(\S+) \((\d+)\)$/) ?? [];
    await application.click();
    await expect(page).toHaveURL(new RegExp(`/goods-citations\\?id=${goods.id}&application=${code}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Publications citing ${goods.itemno} ${goods.title}` })).toBeVisible();
    const listed = page.getByRole('main').getByRole('listitem').filter({ hasText: 'PMID' });
    await expect(listed).toHaveCount(Math.min(Number(count), 20));
    for (const item of await listed.all()) await expect(item).toHaveAttribute('data-application', code ?? '');
    await expect(page.getByRole('navigation', { name: 'Filter by application' }).getByRole('link', { name: `${code} (${count})` })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // All of them, 20 a page: the second page numbers on from 21.
    await page.goto(`/goods-citations?id=${goods.id}`);
    await expect(listed).toHaveCount(Math.min(goods.citationCount, 20));
    if (goods.citationCount > 20) {
      await page.getByRole('navigation', { name: 'Publication pages' }).getByRole('link', { name: 'Go to page 2' }).click();
      await expect(listed).toHaveCount(goods.citationCount - 20);
      await expect(page.getByRole('main').locator('ol[start="21"]')).toBeVisible();
    }
    await page.getByRole('link', { name: `Back to ${goods.itemno} ${goods.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/goodsdetail\\?id=${goods.id}$`));

    // Unknown pages and filters are the 404 page.
    for (const address of [
      `/goods-citations?id=${goods.id}&page=99`,
      `/goods-citations?id=${goods.id}&application=NOPE`,
      '/goods-citations?id=999999999',
      '/goods-citations',
    ]) {
      expect((await page.request.get(address)).status(), address).toBe(404);
    }

    await page.goto(`/zh/goodsdetail?id=${goods.id}`);
    await expect(page.getByRole('heading', { name: `被 ${goods.citationCount} 篇文献引用` })).toBeVisible();
    await page.getByRole('link', { name: `查看全部 ${goods.citationCount} 篇文献` }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^引用 ${goods.itemno} .+ 的文献$`) })).toBeVisible();
  });

  test('PMIDs link to PubMed, and an antibody page offers the line to cite it by with a copy button', async ({ page, context, request }) => {
    const [goods] = await mostCited(request);
    if (!goods) throw new Error('no cited antibody');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const pubmed = page.getByRole('region', { name: `Cited in ${goods.citationCount} publications` }).getByRole('link', { name: /^\d+$/ });
    await expect(pubmed).toHaveCount(3);
    await expect(pubmed.first()).toHaveAttribute('href', /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$/);
    await expect(pubmed.first()).toHaveAttribute('target', '_blank');
    await expect(pubmed.first()).toHaveAttribute('rel', 'noopener');

    // The demo's antibodies are invented, so they carry no RRID: the line names the Cat. No. alone.
    const line = `LabShop Cat# ${goods.itemno}`;
    await expect(page.getByText('Cite this antibody:')).toBeVisible();
    await expect(page.getByText(line, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Citation copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);

    await page.goto(`/zh/goodsdetail?id=${goods.id}`);
    await expect(page.getByText(`购自 LabShop（Cat# ${goods.itemno}）`, { exact: true })).toBeVisible();
    await page.goto(`/goods-citations?id=${goods.id}`);
    await expect(page.getByRole('main').getByRole('link', { name: /^\d+$/ })).toHaveCount(Math.min(goods.citationCount, 20));
  });

  test('the product image is a real image with its size, and the validation figures carry legends', async ({ page, request }) => {
    const list = await mostCited(request);
    let shown = false;
    for (const goods of list.slice(0, 10)) {
      const figures = await api<{ list: { kind: string }[] }>(request, '/online/togoods/validation', { goodsId: goods.id });
      if (!figures.list.some((figure) => figure.kind === 'wb')) continue;
      await page.goto(`/goodsdetail?id=${goods.id}`);
      const cover = page
        .getByRole('group', { name: /images|gallery/i })
        .locator('img')
        .first();
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
      (
        await page
          .getByRole('main')
          .getByRole('link', { name: /^Cited in \d+ publications?$/ })
          .allTextContents()
      ).map((text) => Number(text.match(/\d+/)?.[0]));
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
