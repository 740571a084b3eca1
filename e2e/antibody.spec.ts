import { expect, test, type Locator, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import { API_BASE } from './support/api';

/** The number in an option's label, 'Human (512)' → 512. */
async function countOf(option: Locator): Promise<number> {
  const label = (await option.getAttribute('aria-label')) ?? (await option.locator('xpath=ancestor::label').innerText());
  const match = /[（(](\d+)[)）]\s*$/.exec(label.trim());
  if (!match) throw new Error(`no count in '${label}'`);
  return Number(match[1]);
}

function panelOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Filter antibodies' });
}

function resultCount(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('status');
}

/** The Cat. No. of the first result card. */
async function firstCatNo(page: Page): Promise<string> {
  const text = await page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .first()
    .getByText(/^Cat\. No\.:/)
    .innerText();
  return text.replace(/^Cat\. No\.:\s*/, '').trim();
}

test.describe('antibody finder', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  test('filters by species and application, with counts beside every option that add up to the results', async ({ page, request }) => {
    await page.goto('/antibody');
    await expect(page.getByRole('heading', { level: 1, name: 'Antibodies' })).toBeVisible();
    const panel = panelOf(page);

    // Unfiltered, the top-level categories' counts add up to the results (categories never overlap).
    const tree = (await (
      await request.post(`${API_BASE}/online/togoods/labelsClassifyListNums`, { data: { goodsCate: 'CP002' }, headers: { lang: 'en' } })
    ).json()) as {
      data: { list: { dictValue: string }[] };
    };
    const categories = panel.getByRole('group', { name: 'Categories' });
    let sum = 0;
    for (const category of tree.data.list) {
      const box = categories.getByRole('checkbox', { name: new RegExp(`^${category.dictValue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) });
      await expect(box).toBeVisible();
      sum += await countOf(box);
    }
    await expect(resultCount(page)).toHaveText(`${sum} antibodies`);

    const human = panel.getByRole('group', { name: 'Species' }).getByRole('checkbox', { name: /^Human \(\d+\)$/ });
    const humanCount = await countOf(human);
    await human.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&species=human$/);
    await expect(human).toBeChecked();
    await expect(resultCount(page)).toHaveText(`${humanCount} antibodies`);

    const applications = panel.getByRole('group', { name: 'Applications' });
    const westernBlot = applications.getByRole('checkbox', { name: /^Western blot \(\d+\)$/ });
    const westernBlotCount = await countOf(westernBlot);
    expect(westernBlotCount).toBeLessThanOrEqual(humanCount);
    await westernBlot.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&species=human&app=WB$/);
    await expect(westernBlot).toBeChecked();
    await expect(resultCount(page)).toHaveText(`${westernBlotCount} antibodies`);
    // Faceted counts: Human now counts the goods with Western blot too.
    await expect(human).toHaveAccessibleName(`Human (${westernBlotCount})`);

    // The active filters as chips; removing one drops it from the URL.
    const speciesChip = page.getByRole('button', { name: 'Remove filter: Human' });
    await expect(speciesChip).toBeVisible();
    await speciesChip.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&app=WB$/);
    await expect(human).not.toBeChecked();
    await panel.getByRole('button', { name: 'Reset Applications' }).click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002$/);
    await expect(resultCount(page)).toHaveText(`${sum} antibodies`);
  });

  test('a shared filtered URL reproduces the same results, rendered on the server', async ({ page, browser, request }) => {
    const url = '/antibody?id=CP002&species=mouse&app=IF&page=2';
    await page.goto(url);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    const catNo = await firstCatNo(page);
    const count = await resultCount(page).innerText();

    const html = await (await request.get(url)).text();
    expect(html).toContain(catNo);
    expect(html).toContain('noindex');

    const fresh = await browser.newPage();
    await fresh.goto(url);
    await expect(resultCount(fresh)).toHaveText(count);
    expect(await firstCatNo(fresh)).toBe(catNo);
    await expect(
      panelOf(fresh)
        .getByRole('group', { name: 'Species' })
        .getByRole('checkbox', { name: /^Mouse \(\d+\)$/ }),
    ).toBeChecked();
    await fresh.close();
  });

  test('one cached page per view, whatever the order of its parameters or any stray ones', async ({ request }) => {
    const first = await request.get('/antibody?id=CP002&species=rat&app=IHC-P');
    expect(first.status()).toBe(200);
    const second = await request.get('/antibody?app=IHC-P&utm_source=mail&species=rat');
    // Served from the first one's cache entry: fresh (HIT), or past its revalidate time (STALE) on a slow run.
    expect(['HIT', 'STALE']).toContain(second.headers()['x-nextjs-cache']);
    expect(await second.text()).toContain('noindex');
  });

  test('a category keyword hides the tree and lists the matching categories to tick', async ({ page }) => {
    await page.goto('/antibody');
    const panel = panelOf(page);
    const tree = panel.getByRole('group', { name: 'Categories' });
    await expect(tree.getByRole('checkbox', { name: /^Primary antibodies \(\d+\)$/ })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Search categories' }).fill('  cancer ');
    await panel.getByRole('textbox', { name: 'Search categories' }).press('Enter');
    await expect(page).toHaveURL(/\/antibody\?id=CP002&kw=cancer$/);
    const matches = panel.getByRole('group', { name: 'Categories matching “cancer”' });
    await expect(matches).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: /^Primary antibodies \(\d+\)$/ })).toHaveCount(0);
    const cancer = matches.getByRole('checkbox', { name: /^Cancer \(\d+\)$/ });
    const cancerCount = await countOf(cancer);
    await cancer.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&cat=CP002001001&kw=cancer$/);
    await expect(cancer).toBeChecked();
    await expect(resultCount(page)).toHaveText(`${cancerCount} antibodies`);

    await matches.getByRole('button', { name: 'Show the category tree' }).click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&cat=CP002001001$/);
    // The tree again, the ticked category's branch open and its parent still free to tick.
    await expect(tree.getByRole('checkbox', { name: /^Cancer \(\d+\)$/ })).toBeChecked();
    await expect(tree.getByRole('checkbox', { name: /^Primary antibodies \(\d+\)$/ })).not.toBeChecked();
  });

  test("the 'All categories' dialog lists the whole tree and closes", async ({ page }) => {
    await page.goto('/antibody');
    await panelOf(page).getByRole('button', { name: 'All categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'All categories' });
    await expect(dialog).toBeVisible();
    // Third level, open without expanding anything.
    await expect(dialog.getByRole('checkbox', { name: /^Cancer \(\d+\)$/ })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^Loading controls \(\d+\)$/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('CP002001 shows its antibodies as a table of 50 with a pager', async ({ page }) => {
    await page.goto('/antibody?id=CP002001');
    await expect(page.getByRole('heading', { level: 1, name: 'Primary antibodies' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Results' });
    await expect(table.getByRole('columnheader', { name: 'Applications' })).toBeVisible();
    // 50 goods rows and the header row.
    await expect(table.getByRole('row')).toHaveCount(51);
    const first = await table.getByRole('row').nth(1).getByRole('cell').first().innerText();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002001&page=2$/);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(first);
    await expect(table.getByRole('row')).toHaveCount(51);
  });

  test('filters by host, clonality and isotype: each count is what ticking it lists', async ({ page }) => {
    await page.goto('/antibody');
    const panel = panelOf(page);
    const hosts = panel.getByRole('group', { name: 'Host' });
    const rabbit = hosts.getByRole('checkbox', { name: /^Rabbit \(\d+\)$/ });
    const rabbitCount = await countOf(rabbit);
    expect(rabbitCount).toBeGreaterThan(0);
    await rabbit.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&host=rabbit$/);
    await expect(rabbit).toBeChecked();
    await expect(resultCount(page)).toHaveText(`${rabbitCount} antibodies`);
    await expect(page.getByRole('button', { name: 'Remove filter: Rabbit' })).toBeVisible();

    // Another group narrows the list (AND); its counts already follow the host.
    const polyclonal = panel.getByRole('group', { name: 'Clonality' }).getByRole('checkbox', { name: /^Polyclonal \(\d+\)$/ });
    const polyclonalCount = await countOf(polyclonal);
    expect(polyclonalCount).toBeLessThan(rabbitCount);
    await polyclonal.click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&host=rabbit&clonality=polyclonal$/);
    await expect(resultCount(page)).toHaveText(`${polyclonalCount} antibodies`);
    await expect(panel.getByRole('group', { name: 'Isotype' }).getByRole('checkbox', { name: `IgG (${polyclonalCount})` })).toBeVisible();

    // The host group lists every host of the dictionary: the rest behind "Show all".
    await hosts.getByRole('button', { name: /^Show all \d+ Host options$/ }).click();
    await expect(hosts.getByRole('checkbox', { name: /^Alpaca \(\d+\)$/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Reset Host' }).click();
    await expect(page).toHaveURL(/\/antibody\?id=CP002&clonality=polyclonal$/);
  });

  test('works in Chinese', async ({ page }) => {
    await page.goto('/zh/antibody?id=CP002');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '抗体' })).toBeVisible();
    const panel = page.getByRole('region', { name: '筛选抗体' });
    const human = panel.getByRole('group', { name: '种属' }).getByRole('checkbox', { name: /^人（\d+）$/ });
    const humanCount = await countOf(human);
    await human.click();
    await expect(page).toHaveURL(/\/zh\/antibody\?id=CP002&species=human$/);
    await expect(page.getByRole('region', { name: '筛选结果' }).getByRole('status')).toHaveText(`共${humanCount}个抗体`);

    const mouse = panel.getByRole('group', { name: '宿主' }).getByRole('checkbox', { name: /^小鼠（\d+）$/ });
    const mouseCount = await countOf(mouse);
    expect(mouseCount).toBeGreaterThan(0);
    await mouse.click();
    await expect(page).toHaveURL(/\/zh\/antibody\?id=CP002&species=human&host=mouse$/);
    await expect(mouse).toBeChecked();
    await expect(page.getByRole('region', { name: '筛选结果' }).getByRole('status')).toHaveText(`共${mouseCount}个抗体`);
    await expect(panel.getByRole('group', { name: '同种型' })).toBeVisible();
  });

  test('has no WCAG A/AA violations: filtered, with a keyword, with the dialog open, and as the table', async ({ page }) => {
    await page.goto('/antibody?id=CP002&species=human&app=WB&kw=cancer');
    await expect(resultCount(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await panelOf(page).getByRole('button', { name: 'All categories' }).click();
    await expect(page.getByRole('dialog', { name: 'All categories' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/zh/antibody?id=CP002001');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
