import { expect, test, type Locator } from '@playwright/test';

/** The Cat. No. (first cell) of a goods table's data row; row 1 is the first after the header. */
async function catNoAt(table: Locator, row: number): Promise<string> {
  const cell = table.getByRole('row').nth(row).getByRole('cell').first();
  await expect(cell).toHaveText(/\S/);
  return (await cell.innerText()).trim();
}

test.describe('category listings', () => {
  test('goods list: three view modes, Cat. No. sort and a goods item opening in a new tab', async ({ page, context }) => {
    await page.goto('/goods-list?id=CP001');
    await expect(page.getByRole('heading', { level: 1, name: 'Reagents' })).toBeVisible();
    const modes = page.getByRole('group', { name: 'View mode' });

    await modes.getByRole('link', { name: 'Large images' }).click();
    await expect(page).toHaveURL(/\/goods-list\?id=CP001&view=1$/);
    await expect(modes.getByRole('link', { name: 'Large images' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

    await modes.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/goods-list\?id=CP001&view=2$/);
    await expect(modes.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');

    await modes.getByRole('link', { name: 'Table' }).click();
    await expect(page).toHaveURL(/\/goods-list\?id=CP001&view=3$/);
    // A table per category, each named by its category.
    const table = page.getByRole('table', { name: 'Buffers & solutions' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('table', { name: 'Histology & IHC' })).toBeVisible();
    const catNoHeader = table.getByRole('columnheader', { name: /Cat\. No\./ });
    await expect(catNoHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('columnheader', { name: 'Features' })).toBeVisible();
    const [first, second] = [await catNoAt(table, 1), await catNoAt(table, 2)];
    expect(first.localeCompare(second)).toBeLessThan(0);

    await catNoHeader.getByRole('link').click();
    await expect(page).toHaveURL(/\/goods-list\?id=CP001&view=3&sort=desc$/);
    await expect(catNoHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(first);
    const [firstDesc, secondDesc] = [await catNoAt(table, 1), await catNoAt(table, 2)];
    expect(firstDesc.localeCompare(secondDesc)).toBeGreaterThan(0);
    expect(firstDesc.localeCompare(first)).toBeGreaterThan(0);

    const row = table.getByRole('row').nth(1);
    const [rowTab] = await Promise.all([context.waitForEvent('page'), row.getByRole('cell').first().click()]);
    await expect(rowTab).toHaveURL(/\/goodsdetail\?id=\d+$/);
    await rowTab.close();

    const name = row.getByRole('link');
    await expect(name).toHaveAttribute('target', '_blank');
    const [nameTab] = await Promise.all([context.waitForEvent('page'), name.click()]);
    await expect(nameTab).toHaveURL(/\/goodsdetail\?id=\d+$/);
  });

  test('the goods list in Chinese has Chinese headings', async ({ page }) => {
    await page.goto('/zh/goods-list?id=CP001&view=3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '试剂' })).toBeVisible();
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: /货号/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '产品名称' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '规格' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '产品分类' })).toBeVisible();
  });

  test('/product?flag=all shows every level-2 category with its first goods', async ({ page }) => {
    await page.goto('/product?flag=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    for (const name of ['Consumables', 'Reagents', 'Antibodies', 'Instruments']) {
      const section = page.getByRole('region', { name: new RegExp(`^${name}`) });
      await expect(section.getByRole('link', { name: `View all ${name}` })).toBeVisible();
      await expect(section.getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View all Reagents' })).toHaveAttribute('href', '/goods-list?id=CP001');
  });

  test('/consumables without an id shows the consumables root listing', async ({ page }) => {
    await page.goto('/consumables');
    await expect(page.getByRole('heading', { level: 1, name: 'Consumables' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Category index' }).getByRole('link', { name: 'Tubes' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Consumables' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Consumables' })).toBeVisible();
  });

  test('an unknown category answers 404', async ({ page }) => {
    const response = await page.goto('/goods-list?id=ZZ999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a long table carries its first page in the HTML and renders the rest in the browser', async ({ page }) => {
    const html = await (await page.request.get('/consumables')).text();

    await page.goto('/consumables');
    const table = page.getByRole('table', { name: 'Consumables' });
    const firstCatNo = await catNoAt(table, 1);
    expect(html).toContain(`>${firstCatNo}<`);
    expect(html).toContain('aria-rowcount="51"');

    // Header row plus every goods item once the rest has loaded.
    await expect(table).not.toHaveAttribute('aria-rowcount', '51');
    const rowCount = Number(await table.getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(51);
    await expect(page.getByRole('status')).toHaveText('');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastRow = table.getByRole('row').last();
    await expect(lastRow).toHaveAttribute('aria-rowindex', String(rowCount));
    await expect(lastRow).toBeInViewport();
  });
});
