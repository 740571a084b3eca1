import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import type { CellLineRecommendation } from '../contract/finder';
import { API_BASE } from './support/api';

/** Ticks one option of a filter-bar dropdown and closes the menu again. */
async function choose(page: Page, group: RegExp, option: RegExp): Promise<void> {
  await page.getByRole('button', { name: group }).click();
  const item = page.getByRole('menuitemcheckbox', { name: option });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

test.describe('culture medium', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  test('filter mode: choose a type and a form, remove a chip, reset', async ({ page }) => {
    await page.goto('/bufferSolution?id=CP001015001165');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic culture media' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Filter By' });
    await expect(bar).toBeVisible();

    await choose(page, /^Type$/, /^Basal medium \(\d+\)$/);
    await expect(page).toHaveURL(/\/bufferSolution\?id=CP001015001165&type=basal$/);
    await page.getByRole('button', { name: /^Form$/ }).click();
    const liquid = page.getByRole('menuitemcheckbox', { name: /^Liquid, 1× \(\d+\)$/ });
    const liquidCount = Number(/\((\d+)\)$/.exec((await liquid.innerText()).trim())?.[1]);
    await liquid.click();
    await expect(liquid).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/bufferSolution\?id=CP001015001165&type=basal&form=liquid$/);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ medi(um|a)$/ })).toHaveText(liquidCount === 1 ? '1 medium' : `${liquidCount} media`);

    const typeChip = bar.getByRole('button', { name: 'Remove filter: Basal medium' });
    const formChip = bar.getByRole('button', { name: 'Remove filter: Liquid, 1×' });
    await expect(typeChip).toBeVisible();
    await expect(formChip).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Type (1)' })).toBeVisible();

    await typeChip.click();
    await expect(page).toHaveURL(/\/bufferSolution\?id=CP001015001165&form=liquid$/);
    await expect(typeChip).toBeHidden();
    await expect(formChip).toBeVisible();

    await bar.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/bufferSolution\?id=CP001015001165$/);
    await expect(formChip).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('the medium root keeps its plain listing', async ({ page }) => {
    await page.goto('/bufferSolution?id=CP001015001164');
    await expect(page.getByRole('heading', { level: 1, name: 'Culture medium' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Filter By' })).toHaveCount(0);
  });

  test('recommended media: HeLa with its medium goods, found by the search box', async ({ page, request }) => {
    const answer = (await (await request.get(`${API_BASE}/online/toCultureMedium/recommendList?meduimSearch=HeLa`, { headers: { lang: 'en' } })).json()) as {
      data: { list: CellLineRecommendation[] };
    };
    const hela = answer.data.list.find((line) => line.name === 'HeLa');
    const itemno = hela?.completeMedium?.itemno ?? hela?.goods[0]?.itemno;
    if (!itemno) throw new Error('HeLa has no medium goods in the seed');

    await page.goto('/mediumRecommendation?meduimSearch=HeLa');
    const section = page.getByRole('region', { name: 'HeLa', exact: true });
    await expect(section.getByRole('heading', { level: 2, name: 'HeLa' })).toBeVisible();
    await expect(section.getByText('Recommended medium')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Media to order for HeLa' })).toBeVisible();
    // The line's complete medium (or else its medium's first goods item) comes first.
    await expect(section.getByRole('listitem').first()).toContainText(itemno);

    await page.goto('/mediumRecommendation');
    await page.getByRole('textbox', { name: 'Search cell lines' }).fill('  hek293 ');
    await page.getByRole('textbox', { name: 'Search cell lines' }).press('Enter');
    await expect(page).toHaveURL(/\/mediumRecommendation\?meduimSearch=hek293$/);
    await expect(page.getByRole('heading', { level: 2, name: 'HEK293', exact: true })).toBeVisible();
  });

  test('a search that finds no cell line says so and lists none (not every line)', async ({ page }) => {
    await page.goto('/mediumRecommendation?meduimSearch=zzzz');
    const menu = page.getByRole('navigation', { name: /zzzz/ });
    await expect(menu.getByRole('status')).toHaveText('No result: no cell line matches “zzzz”.');
    await expect(menu.getByRole('link', { name: 'HeLa', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'HeLa', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Show all cell lines' })).toBeVisible();
  });

  test('the cell-line menu: columns of 10, and 14 in the dialog', async ({ page }) => {
    await page.goto('/mediumRecommendation');
    const menu = page.getByRole('navigation', { name: 'Cell lines' });
    await expect(menu.getByRole('list').first().getByRole('listitem')).toHaveCount(10);
    await menu.getByRole('button', { name: 'All cell lines' }).click();
    const dialog = page.getByRole('dialog', { name: 'All cell lines' });
    await expect(dialog.getByRole('list').first().getByRole('listitem')).toHaveCount(14);
    await dialog.getByRole('link', { name: 'Vero', exact: true }).click();
    await expect(page).toHaveURL(/\/mediumRecommendation\?meduimSearch=Vero$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vero', exact: true })).toBeVisible();
  });

  test('works in Chinese: a Chinese search term and the filter bar', async ({ page }) => {
    await page.goto(`/zh/mediumRecommendation?meduimSearch=${encodeURIComponent('宫颈')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '常用细胞推荐培养基' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'HeLa', exact: true })).toBeVisible();
    await expect(page.getByText('推荐培养基', { exact: true })).toBeVisible();

    await page.goto('/zh/bufferSolution?id=CP001015001165');
    await choose(page, /^类型$/, /^基础培养基（\d+）$/);
    await expect(page).toHaveURL(/\/zh\/bufferSolution\?id=CP001015001165&type=basal$/);
    await expect(page.getByRole('button', { name: '移除条件：基础培养基' })).toBeVisible();
  });

  test('has no WCAG A/AA violations: filter mode with a menu open, the table, the recommendations with the dialog open', async ({ page }) => {
    await page.goto('/bufferSolution?id=CP001015001165&type=basal');
    await expect(page.getByRole('button', { name: 'Remove filter: Basal medium' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Form$/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/bufferSolution?id=CP001015001165&view=3');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/zh/mediumRecommendation?meduimSearch=HeLa');
    await page.getByRole('button', { name: '全部细胞系' }).click();
    await expect(page.getByRole('dialog', { name: '全部细胞系' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
