import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import { categoryGoods } from './support/api';
import { logInByEmailCode } from './support/account';
import { hydrated } from './support/hydration';

/**
 * Free trials (docs/product.md §2.10): apply from a trial goods page with 3 samples, then the
 * rules refuse a second application within 3 days, a 4th sample, and the same laboratory under
 * another account (spelt differently); the applications show their end date.
 */

let run = 0;
/** A laboratory no other run has used (one application per laboratory). */
function laboratory(): { institution: string; laboratory: string } {
  run += 1;
  return { institution: `E2E Institute ${Date.now()}-${process.pid}-${run}`, laboratory: 'Trial Lab' };
}

async function fillForm(
  page: Page,
  lab: { institution: string; laboratory: string },
  labels: { institution: string; laboratory: string; consignee: string; mobile: string; address: string },
) {
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await hydrated(page.getByTestId('trial-apply-form'));
  await field(labels.institution).fill(lab.institution);
  await field(labels.laboratory).fill(lab.laboratory);
  await field(labels.consignee).fill('Mei Chen');
  await field(labels.mobile).fill('+86 138 0013 8000');
  await field(labels.address).fill('320 Yueyang Road, Shanghai');
}

const EN = { institution: 'Institution', laboratory: 'Laboratory', consignee: 'Consignee', mobile: 'Mobile', address: 'Shipping address' };
const ZH = { institution: '单位', laboratory: '实验室', consignee: '收货人', mobile: '手机号', address: '收货地址' };

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a customer applies for a trial with 3 samples; again at once, with 4 samples and from the same laboratory are refused', async ({
  page,
  browser,
  request,
}) => {
  const goods = await categoryGoods(request, 'CS');
  const [first] = goods;
  expect(goods.length).toBeGreaterThanOrEqual(4);
  if (!first) throw new Error('no trial goods');
  await logInByEmailCode(page);

  await page.goto(`/promotionTrialDetail?id=${first.id}`);
  await page.getByRole('link', { name: 'Apply for a trial' }).click();
  await expect(page).toHaveURL(new RegExp(`/grinder-apply\\?goods=${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a free trial' })).toBeVisible();
  const form = page.getByTestId('trial-apply-form');
  const boxes = form.getByRole('checkbox');
  await expect(boxes.first()).toBeChecked();

  // 4 samples: refused before sending.
  const lab = laboratory();
  await fillForm(page, lab, EN);
  for (const index of [1, 2, 3]) await boxes.nth(index).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Samples: at most 3 per application')).toBeVisible();

  // 3 samples: accepted; the application shows its end date, two weeks on.
  await boxes.nth(3).uncheck();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/promotionTrialOrder-details\?id=\d+$/);
  const detail = page.getByTestId('trial-detail');
  await expect(detail.getByText('Pending approval')).toBeVisible();
  await expect(detail.locator('ul li')).toHaveCount(3);
  await expect(page.getByTestId('trial-ends')).toHaveText(/^\d{4}-\d\d-\d\d$/);

  // Again at once (the next day is within the 3 days as well): refused by the API.
  // The form says so as it opens, before anything is filled in.
  await page.goto(`/grinder-apply?goods=${first.id}`);
  await expect(page.getByTestId('trial-next-application')).toContainText('you can apply again from');
  await fillForm(page, laboratory(), EN);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('trial-apply-form').getByRole('alert')).toHaveText('You can apply for one free trial every 3 days. Please apply again later.');

  // The same laboratory, spelt differently, from another account, in Chinese.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await suppressAdvert(otherPage);
  await logInByEmailCode(otherPage);
  await otherPage.goto(`/zh/grinder-apply?goods=${first.id}`);
  await fillForm(otherPage, { institution: `${lab.institution.toUpperCase()}.`, laboratory: 'The Trial Laboratory' }, ZH);
  await otherPage.getByRole('button', { name: '提交申请' }).click();
  await expect(otherPage.getByTestId('trial-apply-form').getByRole('alert')).toContainText('每个实验室限申请一次免费试用');
  await other.close();

  // The lists: the trial pages' own and the centre's.
  await page.goto('/promotionTrialAccount');
  await expect(page.getByTestId('trial-applications').locator('tbody tr')).toHaveCount(1);
  await page.goto('/zh/promotionTrial-order');
  await expect(page.getByTestId('trial-counts')).toHaveText('待审核 1 · 已通过 0 · 已驳回 0');
});

test('a guest asking for a trial is asked to log in; the trial listing offers the form', async ({ page, request }) => {
  const [first] = await categoryGoods(request, 'CS');
  if (!first) throw new Error('no trial goods');
  await page.goto(`/promotionTrialDetail?id=${first.id}`);
  await page.getByRole('link', { name: 'Apply for a trial' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/grinder-apply?goods=${first.id}`)}$`));

  await page.goto('/promotionTrial');
  await expect(page).toHaveURL(/\/promotionTrialList$/);
  await expect(page.getByTestId('trial-actions').getByRole('link', { name: 'Apply for a trial' })).toHaveAttribute('href', '/grinder-apply');
  await page.goto('/grinder-apply');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgrinder-apply$/);
});

test('the trial pages answer in both languages and pass axe', async ({ page }) => {
  await logInByEmailCode(page);
  for (const path of [
    '/grinder-apply',
    '/promotionTrialAccount',
    '/promotionTrial-order',
    '/zh/grinder-apply',
    '/zh/promotionTrialAccount',
    '/zh/promotionTrial-order',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await page.goto('/grinder-apply');
  expect(await violations(page)).toEqual([]);
  await page.goto('/promotionTrial-order');
  expect(await violations(page)).toEqual([]);
});
