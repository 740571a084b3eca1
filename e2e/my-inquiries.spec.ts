import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInByEmailCode } from './support/account';
import { suppressAdvert } from './support/advert';
import { API_BASE, categoryGoods } from './support/api';
import { violations } from './support/axe';
import { inquiriesFrom, STAFF_TOKEN } from './support/staff';

/**
 * The buyer's side of an inquiry (docs/product.md §5.1), in both languages: a logged-in buyer asks
 * about a goods item with 'Inquire now', finds it on /my-inquiries with its reply-by time, reads
 * the sales team's reply (sent through the staff API, as the team's console does) in its thread,
 * asks a follow-up that joins the thread, and the page passes axe and fits a phone.
 */
const TEXT = {
  en: {
    inquireNow: 'Inquire now',
    dialog: 'Inquiry',
    fields: { name: 'Name', company: 'Company', email: 'Email', phone: 'Phone', message: 'Message' },
    country: ['Country/Region', 'germ', /^Germany/],
    submit: 'Submit',
    success: 'submit success!',
    heading: 'My inquiries',
    sent: 'Sent',
    answered: 'Answered',
    replyBy: /^Reply by /,
    answeredAt: /^Answered /,
    salesTeam: 'Sales team',
    you: 'You',
    followUp: 'Ask a follow-up question',
    send: 'Send question',
    empty: 'Please write your question.',
    menu: 'Personal centre sections',
    link: 'My inquiries',
  },
  zh: {
    inquireNow: '立即询价',
    dialog: '询价',
    fields: { name: '姓名', company: '公司', email: '邮箱', phone: '电话', message: '留言' },
    country: ['国家/地区', 'deguo', /^德国/],
    submit: '提交',
    success: '提交成功！',
    heading: '我的询价',
    sent: '已发送',
    answered: '已回复',
    replyBy: /^请于 .+ 前回复$/,
    answeredAt: /^回复于 /,
    salesTeam: '销售团队',
    you: '您',
    followUp: '追问',
    send: '发送问题',
    empty: '请填写您的问题。',
    menu: /个人中心/,
    link: '我的询价',
  },
} as const;

async function onShelfGoodsId(request: APIRequestContext): Promise<number> {
  const found = (await categoryGoods(request, 'CP002')).find((goods) => goods.onShelfFlag !== false && goods.skus.length >= 1);
  if (!found) throw new Error('the seed has an antibody with a SKU');
  return found.id;
}

async function staffReply(request: APIRequestContext, id: number, reply: string): Promise<void> {
  const response = await request.post(`${API_BASE}/staff/inquiries/answer`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` }, data: { id, reply } });
  const envelope = (await response.json()) as { code: number; msg: string };
  expect(envelope.code, envelope.msg).toBe(0);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(390);
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

for (const lang of ['en', 'zh'] as const) {
  test(`a buyer follows an inquiry on /my-inquiries: reply-by, the team's reply, a follow-up (${lang})`, async ({ page, request }) => {
    // Two languages' journeys of several pages each, on a machine that may be busy.
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const prefix = lang === 'en' ? '' : '/zh';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/`);
    const { email } = await logInByEmailCode(page);

    // The existing goods flow: 'Inquire now' on a goods page.
    const goodsId = await onShelfGoodsId(request);
    await page.goto(`${prefix}/goodsdetail?id=${goodsId}`);
    const inquire = page.getByRole('button', { name: text.inquireNow });
    await expect(inquire).toBeEnabled();
    await inquire.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('textbox', { name: text.fields.name }).fill('Ada Lovelace');
    await dialog.getByRole('textbox', { name: text.fields.company }).fill('Analytical Engines Ltd');
    const [countryLabel, search, option] = text.country;
    await dialog.getByRole('combobox', { name: countryLabel }).fill(search);
    await page.getByRole('option', { name: option }).click();
    await dialog.getByRole('textbox', { name: text.fields.email }).fill(email);
    await dialog.getByRole('textbox', { name: text.fields.phone }).fill('+49 30 1234567');
    await dialog.getByRole('textbox', { name: text.fields.message }).fill('Please quote two vials.');
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.success })).toBeVisible({ timeout: 30_000 });

    const [stored] = await inquiriesFrom(request, email);
    if (!stored) throw new Error('the inquiry was stored');
    expect(stored.userId).not.toBeNull();

    // The list: the inquiry with its state, reply-by time and goods; the centre menu marks the page.
    await page.goto(`${prefix}/my-inquiries`);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const card = page.locator(`[data-inquiry-id="${stored.id}"]`);
    await expect(card.locator('[data-state="sent"]')).toHaveText(text.sent);
    await expect(card.getByTestId('reply-clock')).toHaveText(text.replyBy);
    await expect(card.getByRole('link', { name: stored.goods[0]?.title })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await violations(page)).toEqual([]);

    // The sales team replies through the staff API; the thread shows it under "Sales team".
    await staffReply(request, stored.id, 'In stock; ships in three days.');
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/my-inquiries\\?id=${stored.id}$`));
    await expect(page.locator('[data-testid="inquiry-summary"] [data-state="answered"]')).toHaveText(text.answered);
    await expect(page.getByTestId('reply-clock')).toHaveText(text.answeredAt);
    const thread = page.getByTestId('inquiry-thread');
    const staffMessage = thread.locator('[data-author="staff"]');
    await expect(staffMessage).toContainText(text.salesTeam);
    await expect(staffMessage).toContainText('In stock; ships in three days.');

    // An empty follow-up is refused in the page's language; a real one joins the thread.
    const form = page.getByTestId('follow-up-form');
    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByRole('alert')).toHaveText(text.empty);
    await form.getByRole('textbox', { name: text.followUp }).fill('Can it ship to Berlin by Friday?');
    await form.getByRole('button', { name: text.send }).click();
    const mine = thread.locator('[data-author="customer"]').filter({ hasText: 'Can it ship to Berlin by Friday?' });
    await expect(mine).toContainText(text.you);
    await expect(form.getByRole('textbox', { name: text.followUp })).toHaveValue('');
    await page.reload();
    await expect(mine).toHaveCount(1);

    await expectNoSidewaysScroll(page);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('navigation', { name: text.menu }).getByRole('button').click();
    await expect(page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.link })).toHaveAttribute('aria-current', 'page');
  });
}
