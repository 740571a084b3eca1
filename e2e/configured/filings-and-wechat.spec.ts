import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { suppressAdvert } from '../support/advert';
import { goodsDetail, sellableGoods } from '../support/api';
import { fakeOutsideServices } from '../support/outside-services';
import { CONFIGURED_SERVICES, FAKE_JSAPI_TICKET } from './services';

/**
 * The mainland filings in the footer (docs/product.md §15.1) and WeChat share cards (§15.5) in a
 * build configured for them: the filing numbers link to their registries on every page; a goods
 * page opened inside WeChat signs itself by the JS-SDK's documented algorithm and shares its own
 * title, summary and image, while any other browser never loads WeChat's SDK.
 */

const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN';

interface WechatCalls {
  config: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] } | null;
  shared: { api: string; title: string; desc?: string; link: string; imgUrl: string }[];
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('every page’s footer shows the ICP and public-security filing numbers, linked to their registries', async ({ page }) => {
  for (const path of ['/', '/zh/contact-us']) {
    await page.goto(path);
    const filings = page.locator('footer p[lang="zh-CN"]');
    await expect(filings.getByRole('link', { name: CONFIGURED_SERVICES.ICP_NUMBER })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(filings.getByRole('link', { name: CONFIGURED_SERVICES.PSB_FILING_NUMBER })).toHaveAttribute('href', /^https:\/\/beian\.mps\.gov\.cn\//);
  }
});

test('a goods page opened in WeChat signs itself and shares its own card; elsewhere no WeChat code loads', async ({ browser, request }) => {
  const [goods] = await sellableGoods(request, 1);
  if (!goods) throw new Error('the seed has sellable goods');
  const detail = await goodsDetail(request, goods.id, 'zh');

  const wechat = await browser.newContext({ userAgent: WECHAT_USER_AGENT, viewport: { width: 390, height: 844 } });
  const outside = await fakeOutsideServices(wechat);
  const page = await wechat.newPage();
  await suppressAdvert(page);
  await page.goto(`/zh/goodsdetail?id=${goods.id}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wechat?: WechatCalls }).__wechat?.shared.length ?? 0)).toBe(2);
  const calls = await page.evaluate(() => (window as unknown as { __wechat: WechatCalls }).__wechat);

  // The signature is WeChat's: sha1 of the ticket, nonce, timestamp and the page's address.
  const config = calls.config;
  if (!config) throw new Error('wx.config was called');
  expect(config.appId).toBe(CONFIGURED_SERVICES.WECHAT_APP_ID);
  expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  const signed = `jsapi_ticket=${FAKE_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page.url().split('#')[0]}`;
  expect(config.signature).toBe(createHash('sha1').update(signed).digest('hex'));

  const [friend, timeline] = calls.shared;
  expect(friend?.api).toBe('updateAppMessageShareData');
  expect(friend?.link).toMatch(new RegExp(`^http://localhost:\\d+/zh/.*\\b${goods.id}\\b`));
  expect(friend?.title).toContain(detail?.title ?? '');
  expect(friend?.desc).toBeTruthy();
  expect(friend?.imgUrl).toMatch(/^http:\/\/localhost:\d+\//);
  expect(timeline).toMatchObject({ api: 'updateTimelineShareData', title: friend?.title, link: friend?.link });
  // The secret never reaches the page.
  expect(await page.content()).not.toContain(CONFIGURED_SERVICES.WECHAT_APP_SECRET);
  expect(outside.requests.filter((url) => url.startsWith('https://res.wx.qq.com/'))).toHaveLength(1);
  await wechat.close();

  // Any other browser: no SDK, no signature request.
  const other = await browser.newContext();
  const elsewhere = await fakeOutsideServices(other);
  const plain = await other.newPage();
  await suppressAdvert(plain);
  const signatures: string[] = [];
  plain.on('request', (sent) => {
    if (sent.url().includes('/api/wechat/signature')) signatures.push(sent.url());
  });
  await plain.goto(`/zh/goodsdetail?id=${goods.id}`);
  await plain.waitForLoadState('networkidle');
  expect(elsewhere.requests.filter((url) => url.includes('res.wx.qq.com'))).toEqual([]);
  expect(signatures).toEqual([]);
  await other.close();
});
