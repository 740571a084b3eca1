import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { API_BASE, categoryGoods } from './support/api';

const searchBox = (page: Page, name = 'Search products and articles') => page.getByRole('combobox', { name });

/** The search term of the page's URL, once it is a search-result page. */
async function searchedTerm(page: Page): Promise<string | null> {
  await expect(page).toHaveURL(/\/search-result\?search=/);
  return new URL(page.url()).searchParams.get('search');
}

async function search(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${term.trim()}”` })).toBeVisible();
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  test('typing shows at most 10 suggestions, and choosing one opens its results', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('gap');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    const chosen = (await options.first().innerText()).trim();

    await options.first().click();
    expect(await searchedTerm(page)).toBe(chosen);
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${chosen}”` })).toBeVisible();
    const products = page.getByRole('region', { name: 'Products' });
    const product = products.getByRole('link', { name: /GAPDH|GAP43/i }).first();
    await expect(product).toBeVisible();
    // A product opens in a new tab; the region's first links may be its sort links, which do not.
    await expect(product).toHaveAttribute('target', '_blank');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a blank term does nothing: no suggestions asked, Enter and Search stay put', async ({ page }) => {
    let suggestionCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/toUserSearchTerms/list')) suggestionCalls += 1;
    });
    await page.goto('/goods-list?id=CP001');
    const url = page.url();
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Longer than the suggestion debounce and a navigation would take.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Reagents' })).toBeVisible();
    expect(suggestionCalls).toBe(0);
  });

  test('a hot-search chip leads to results; a chip with its own link goes there', async ({ page }) => {
    await page.goto('/');
    const chips = page.getByRole('navigation', { name: 'Hot searches' });
    // docs/product.md §9: 20 chips (the demo catalogue has more on shelf).
    await expect(chips.getByRole('link')).toHaveCount(20);
    await expect(chips.getByRole('link', { name: 'GAPDH antibody' })).toHaveAttribute('href', '/antibody?id=CP002004');

    await chips.getByRole('link', { name: 'β-actin antibody' }).click();
    expect(await searchedTerm(page)).toBe('β-actin antibody');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “β-actin antibody”' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  });

  test('recent searches: the newest 10, newest first, each once; removable and clearable', async ({ page }) => {
    // Thirteen first renders of a result page: more than the default time on a slow machine.
    test.slow();
    const terms = ['GAPDH', 'DAPI', 'HeLa', 'RIPA', 'BCA', 'ECL', 'CCK-8', 'PVDF', 'trypsin', 'DMEM', 'FBS', 'Hoechst'];
    await page.goto('/');
    for (const term of terms) await search(page, term);
    // The same term again, in another case and with spaces: it moves to the top, not in twice.
    await search(page, ' hela ');

    await searchBox(page).fill('');
    const recent = page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option');
    await expect(recent).toHaveText(['hela', ...terms.slice(3).reverse()]);

    // The cross (mouse) and the Delete key (keyboard) remove one; the popup stays open.
    await page.getByTitle('Remove “FBS” from recent searches').click();
    await expect(recent).toHaveCount(9);
    await expect(recent.filter({ hasText: 'FBS' })).toHaveCount(0);
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Delete');
    await expect(recent).toHaveText(['Hoechst', 'DMEM', 'trypsin', 'PVDF', 'CCK-8', 'ECL', 'BCA', 'RIPA']);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeHidden();
    await page.goto('/');
    await searchBox(page).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('an exact Cat. No. goes straight to its goods page, and is kept among the recent searches', async ({ page, request }) => {
    const goods = (await categoryGoods(request, 'CP001'))[4];
    if (!goods) throw new Error('no reagent to search for');
    await page.goto('/');
    await searchBox(page).fill(goods.itemno.toLowerCase());
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/goodsdetail\\?id=${goods.id}$`));
    await searchBox(page).fill('');
    await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option').first()).toHaveText(goods.itemno.toLowerCase());
  });

  test('a Cat. No. with one slip asks "did you mean", linking the goods item', async ({ page, request }) => {
    const goods = (await categoryGoods(request, 'CP001')).find((item) => /^[A-Z]+\d*0/.test(item.itemno));
    if (!goods) throw new Error('no reagent with a 0 in its Cat. No.');
    // The letter O typed for the digit 0, as read off a label.
    const slipped = goods.itemno.replace(/0/, 'O');
    await page.goto('/');
    await search(page, slipped);
    const note = page.getByText(`No product has the Cat. No. “${slipped}”. Did you mean`);
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: `${goods.itemno} ${goods.title}` })).toHaveAttribute('href', `/goodsdetail?id=${goods.id}`);
  });

  test('pinyin finds the goods its Chinese titles spell', async ({ page }) => {
    await page.goto('/');
    await search(page, 'kangti');
    await expect(
      page
        .getByRole('region', { name: 'Products' })
        .getByRole('link', { name: /antibody/i })
        .first(),
    ).toBeVisible();
  });

  test('a Chinese fragment finds goods on the Chinese site', async ({ page }) => {
    await page.goto('/zh');
    const box = searchBox(page, '搜索产品和文章');
    await box.fill('染色');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zh\/search-result\?search=%E6%9F%93%E8%89%B2$/);
    await expect(page.getByRole('heading', { level: 1, name: '“染色”的搜索结果' })).toBeVisible();
    await expect(page.getByRole('region', { name: '产品' }).getByRole('link', { name: /染色/ }).first()).toBeVisible();
  });

  test('every view of a result page counts as a search, one served from cache too', async ({ page, request }) => {
    // Three new terms sharing a prefix; the suggestion order (most searched first, then the latest) shows their counts.
    const prefix = `zq${Date.now().toString(36)}`;
    const [viewed, older, most] = [`${prefix} alpha`, `${prefix} beta`, `${prefix} gamma`];
    const record = async (term: string) =>
      expect((await request.post(`${API_BASE}/online/toUserSearchTerms/record`, { data: { searchTerms: term } })).ok()).toBe(true);
    for (const term of [older, older, most, most, most]) await record(term);

    const caches: (string | null)[] = [];
    for (let view = 0; view < 2; view += 1) {
      const counted = page.waitForResponse((response) => response.url().endsWith('/api/online/toUserSearchTerms/record') && response.ok());
      const response = await page.goto(`/search-result?search=${encodeURIComponent(viewed)}`);
      caches.push(response?.headers()['x-nextjs-cache'] ?? null);
      await expect(page.getByRole('heading', { level: 1, name: `Search results for “${viewed}”` })).toBeVisible();
      await counted;
    }
    expect(caches[1], 'the second view is served from the page cache').toBe('HIT');

    const answer = await request.post(`${API_BASE}/online/toUserSearchTerms/list`, { data: { searchTerms: prefix, hasResult: 0 } });
    const list = ((await answer.json()) as { data: { list: { searchTerms: string }[] } }).data.list.map((item) => item.searchTerms);
    // Counted twice: after the three-times term, before the older two-times one; once or thrice would order them otherwise.
    expect(list).toEqual([most, viewed, older]);
  });

  test('a blank search-result address shows the empty state', async ({ page }) => {
    const response = await page.goto('/search-result?search=%20');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText('Type a product name, Cat. No. or keyword in the search box above.')).toBeVisible();
  });

  test('cell-bank keyword search: an empty input warns, HeLa finds HeLa', async ({ page }) => {
    await page.goto('/cell-bank');
    const form = page.getByRole('search', { name: 'Search cell lines' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a name!' })).toBeVisible();

    await form.getByRole('textbox').fill('  HeLa ');
    await form.getByRole('textbox').press('Enter');
    const matches = page.getByRole('region', { name: 'Cell lines matching “HeLa”' });
    await expect(matches.getByRole('link', { name: 'HeLa', exact: true })).toHaveAttribute('href', /^\/cell-bank\?id=XB\d+$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a name!' })).toHaveCount(0);

    await page.goto('/zh/cell-bank');
    await page.getByRole('search', { name: '搜索细胞' }).getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入名称！' })).toBeVisible();
  });

  test('results and the open search popup have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/search-result?search=staining');
    await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
    await searchBox(page).fill('');
    await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }))).toEqual(
      [],
    );
  });
});

test.describe('search facets and sort', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  /** The number a products count line starts with ('12 products…'). */
  const countOf = async (page: Page, region = 'Products') =>
    Number((await page.getByRole('region', { name: region }).locator('p').first().innerText()).replace(/\D.*$/s, ''));

  test('ticking a facet shows as many products as it counted; the order changes; products and their pager come first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search-result?search=antibody');
    const filters = page.getByRole('navigation', { name: 'Filter products' });
    await expect(filters).toBeVisible();
    const option = filters.locator('a[data-facet="application"]').nth(1);
    const counted = Number(await option.getAttribute('data-count'));
    expect(counted).toBeGreaterThan(0);
    await option.click();
    await expect(page).toHaveURL(/[?&]application=/);
    await expect(filters.locator('a[data-facet="application"][aria-current="true"]')).toHaveCount(1);
    expect(await countOf(page)).toBe(counted);

    // A second group narrows further; its count again is the total.
    const host = filters.locator('a[data-facet="host"]').first();
    const hostCount = Number(await host.getAttribute('data-count'));
    await host.click();
    await expect(page).toHaveURL(/[?&]host=/);
    expect(await countOf(page)).toBe(hostCount);

    // Sorting keeps the filters; the chosen order is marked.
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Cat. No.' }).click();
    await expect(page).toHaveURL(/[?&]sort=itemno/);
    await expect(page).toHaveURL(/[?&]host=/);
    await expect(page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Cat. No.' })).toHaveAttribute('aria-current', 'true');
    expect(await countOf(page)).toBe(hostCount);

    // Products, their pager, then the articles.
    await page.goto('/search-result?search=antibody');
    const order = await page.evaluate(() => {
      const products = document.getElementById('search-goods')?.closest('section');
      const pager = document.querySelector('nav[aria-label="Result pages"]');
      const articles = document.getElementById('search-articles')?.closest('section');
      if (!products || !pager || !articles) return null;
      return [
        products.compareDocumentPosition(pager) & Node.DOCUMENT_POSITION_FOLLOWING,
        pager.compareDocumentPosition(articles) & Node.DOCUMENT_POSITION_FOLLOWING,
      ];
    });
    // Node.DOCUMENT_POSITION_FOLLOWING: each comes after the one before.
    expect(order).toEqual([4, 4]);
  });

  test('on a phone the facets fold behind Filter; the Chinese page names them in Chinese', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zh/search-result?search=antibody&sort=price');
    const summary = page.getByText('筛选', { exact: true });
    await expect(summary).toBeVisible();
    const filters = page.getByRole('navigation', { name: '筛选产品' });
    await expect(filters).toBeHidden();
    await summary.click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('heading', { name: '应用' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '价格从低到高' })).toHaveAttribute('aria-current', 'true');
    const option = filters.locator('a[data-facet="species"]').first();
    const counted = Number(await option.getAttribute('data-count'));
    await option.click();
    await expect(page).toHaveURL(/\/zh\/search-result\?.*species=/);
    expect(await countOf(page, '产品')).toBe(counted);
  });

  test('a bad order or filter in the address is ignored', async ({ page }) => {
    const response = await page.goto('/search-result?search=antibody&sort=cheapest&species=%3Cscript%3E');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Relevance' })).toHaveAttribute('aria-current', 'true');
  });
});
