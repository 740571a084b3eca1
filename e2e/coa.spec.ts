// The COA lookup and the primer library (docs/product.md §2.7), in both languages, with and without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { API_BASE } from './support/api';
import { suppressAdvert } from './support/advert';

/** The seed's first lot: goods 1 always gets lots, drawn first from the 'lots' stream (server/seed/lots.ts). */
const SEEDED_BATCH = 'AB10001M-2404C';

const TEXT = {
  en: {
    required: 'Please enter the batch number',
    notFound: (batch: string) => `No certificate found for batch ${batch}.`,
    download: 'Download COA (PDF)',
    search: 'Search',
  },
  zh: { required: '请输入批号', notFound: (batch: string) => `未找到批号 ${batch} 的检验报告。`, download: '下载COA（PDF）', search: '查询' },
} as const;

test.beforeEach(async ({ page, request }) => {
  await suppressAdvert(page);
  const answer = await request.post(`${API_BASE}/online/toCoa/search`, { data: { batch: SEEDED_BATCH } });
  expect(((await answer.json()) as { data: { totalCount: number } }).data.totalCount, `the seed has batch ${SEEDED_BATCH}`).toBe(1);
});

/** The opening tag of the form that sends to `action`, as the server wrote it. */
const formTag = (html: string, action: string) =>
  [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`action="${action}"`)) ?? '';

/** The page scrolls sideways by this much (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  const text = TEXT[lang];

  test(`COA lookup: required message, unknown batch, a seeded lot's PDF (${lang})`, async ({ page, request }) => {
    await page.goto(`${prefix}/coa-reportsearch`);
    const main = page.getByRole('main');
    const batch = main.getByRole('textbox', { name: lang === 'en' ? /Batch number/ : /^批号/ });
    await expect(batch).toBeVisible();
    await expect(page.getByText(text.required)).toHaveCount(0);

    // An empty batch: caught at once (the form is not sent), the message next to the field, named by it.
    // The check listens once the field has hydrated.
    await page.waitForFunction(() => Object.keys(document.getElementById('coa-batch') ?? {}).some((key) => key.startsWith('__reactProps')));
    await main.getByRole('button', { name: text.search, exact: true }).click();
    const message = page.getByRole('alert').filter({ hasText: text.required });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/coa-reportsearch$`));
    await expect(batch).toHaveAttribute('aria-invalid', 'true');
    await expect(batch).toBeFocused();
    expect(await batch.getAttribute('aria-describedby')).toContain((await message.getAttribute('id')) ?? 'none');
    // Spaces only are empty too; typing a batch takes the message away.
    await batch.fill('   ');
    await main.getByRole('button', { name: text.search, exact: true }).click();
    await expect(message).toBeVisible();
    await batch.fill('Z');
    await expect(message).toHaveCount(0);

    // Sent without the check (as without JavaScript): the server's answer says the same.
    await page.goto(`${prefix}/coa-reportsearch?batch=&itemno=`);
    await expect(page.getByRole('alert').filter({ hasText: text.required })).toBeVisible();
    await expect(batch).toHaveAttribute('aria-invalid', 'true');

    // An unknown batch.
    await batch.fill('ZZ99999-0101A');
    await main.getByRole('button', { name: text.search, exact: true }).click();
    await expect(page.getByRole('main').getByText(text.notFound('ZZ99999-0101A'))).toBeVisible();

    // A seeded lot, typed in lower case: its card, QC table and certificate.
    await batch.fill(SEEDED_BATCH.toLowerCase());
    await main.getByRole('button', { name: text.search, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(SEEDED_BATCH) })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(lang === 'en' ? 'Appearance' : '外观');
    const link = page.getByRole('link', { name: new RegExp(SEEDED_BATCH) }).filter({ hasText: text.download });
    const href = await link.getAttribute('href');
    expect(href).toMatch(lang === 'en' ? /^\/coa-certificates\/\d+\.pdf$/ : /^\/coa-certificates\/\d+\.pdf\?lang=zh$/);
    const pdf = await request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="COA-${SEEDED_BATCH}.pdf"`);
    // A document from the API: it may run nothing (lib/security-headers.mjs).
    expect(pdf.headers()['content-security-policy']).toContain('sandbox');
    // An unknown lot or a bad address: a short text in the asked language, with a status that says so.
    const query = lang === 'en' ? '' : '?lang=zh';
    const unknown = await request.get(`/coa-certificates/987654321.pdf${query}`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toBe(lang === 'en' ? 'There is no certificate for this lot.' : '该批次没有检验报告。');
    const bad = await request.get(`/coa-certificates/lot.pdf${query}`);
    expect(bad.status()).toBe(400);
    expect(bad.headers()['content-type']).toContain('text/plain');
  });

  test(`COA lookup works without JavaScript (${lang})`, async ({ request }) => {
    const form = await (await request.get(`${prefix}/coa-reportsearch`)).text();
    expect(formTag(form, `${prefix}/coa-reportsearch`)).toContain('method="get"');
    expect(form).toContain('name="batch"');
    expect(form).toContain('name="itemno"');
    const empty = await (await request.get(`${prefix}/coa-reportsearch?batch=&itemno=`)).text();
    expect(empty).toContain(text.required);
    expect(empty).toMatch(/aria-describedby="coa-batch-error/);
    const found = await (await request.get(`${prefix}/coa-reportsearch?batch=${SEEDED_BATCH}&itemno=AB10001M`)).text();
    expect(found).toContain(text.download);
    expect(found).toContain(SEEDED_BATCH);
    const missing = await (await request.get(`${prefix}/coa-reportsearch?batch=${SEEDED_BATCH}&itemno=R10001`)).text();
    expect(missing).toContain(
      lang === 'en' ? `No certificate found for batch ${SEEDED_BATCH} with Cat. No. R10001.` : `未找到货号 R10001、批号 ${SEEDED_BATCH} 的检验报告。`,
    );
  });

  test(`primer library: search, species filter, pages, empty state (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/primer-library`);
    const main = page.getByRole('main');
    const keyword = main.getByLabel(lang === 'en' ? 'Gene, name or accession' : '基因、名称或登录号');
    const submit = main.getByRole('button', { name: lang === 'en' ? 'Search' : '搜索', exact: true });
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Primer library pages' : '引物库分页' })).toBeVisible();

    await page.getByRole('link', { name: lang === 'en' ? 'Go to page 2' : '转到第 2 页' }).click();
    await expect(page).toHaveURL(/\/primer-library\?page=2$/);
    await expect(rows).toHaveCount(20);

    await keyword.fill('gapdh');
    await submit.click();
    await expect(page).toHaveURL(/\/primer-library\?keyword=gapdh&species=$/);
    await expect(rows).toHaveCount(4);
    for (const gene of await rows.locator('th').allTextContents()) expect(gene.toUpperCase()).toContain('GAPDH');

    await main.getByLabel(lang === 'en' ? 'Species' : '物种').selectOption('mouse');
    await submit.click();
    await expect(page).toHaveURL(/keyword=gapdh&species=mouse$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('AGGTCGGTGTGAACGGATTTG');

    await keyword.fill('no-such-gene');
    await submit.click();
    await expect(page.getByText(lang === 'en' ? 'No primer pairs match your search.' : '没有符合搜索条件的引物对。')).toBeVisible();
  });

  test(`primer library works without JavaScript (${lang})`, async ({ request }) => {
    const html = await (await request.get(`${prefix}/primer-library?keyword=TP53&species=human`)).text();
    expect(formTag(html, `${prefix}/primer-library`)).toContain('method="get"');
    expect(html).toContain('CAGCACATGACGGAGGTTGT');
    expect(html).toContain('"@type":"Dataset"');
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both pages fit 390 px; the primer table scrolls inside its box', async ({ page }) => {
    await page.goto(`/coa-reportsearch?batch=${SEEDED_BATCH}`);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.goto('/zh/primer-library');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const box = page.getByRole('region', { name: /引物对/ });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test('the sitemap lists both pages in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/categories.xml')).text();
  for (const path of ['/coa-reportsearch', '/zh/coa-reportsearch', '/primer-library', '/zh/primer-library']) expect(xml).toContain(`${path}<`);
});
