import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { kB, measurePageWeight, type LoadBytes, type PageWeight } from '../scripts/bench/page-weight.mjs';
import { categoryGoods, mostCitedGoods } from './support/api';

/**
 * Page-weight budgets of the "Islands, not whole pages" issue (docs/islands.md), on the
 * production build's HTML, not timed: the bytes a first visit downloads are counted the same way
 * as `npm run bench:pages` does (scripts/bench/page-weight.mjs). kB = 1,000 bytes; JS is gzip -9
 * of every script the HTML makes a modern browser fetch (nomodule polyfills apart).
 */
const BUDGET = {
  // A stock Next 16 page (one server component, no client code) already loads 134 kB by this
  // count (React DOM 65 kB, the App Router runtime ~60 kB): the islands of a goods page (header,
  // search box, nav menus, gallery, inquiry buttons, favourite heart, countdown) may add 19 kB.
  // A ratchet, not the goal (130 kB): it rose from 180 kB when the customer
  // centre's pages joined the build (181.3 kB measured), and only comes down from here: 180.3 kB
  // once the search popup, latest-browsing list and customer menu loaded on first use; 152.2 kB
  // (home 153.2, listing 154.2, antibody finder 155.7, search result 150.2) once per-visitor parts
  // loaded when the page is idle, after-action code on first use, and next/link left every page
  // (docs/islands.md). 153.1 kB since the goods page took a quantity (docs/product.md §5): the
  // field added 0.9 kB of its 1.2 kB once its rule left the guest list's storage module
  // (lib/inquiry-list/quantity.ts); 153.06 kB measured. 153.2 kB once failures became sentences
  // chosen by code and field (lib/api/failure-message.ts) and the header knew a customer before
  // its first paint (153.16 kB measured). 153.3 kB once islands named their API operations by
  // descriptor (docs/adr/0030-operation-descriptors.md: path and mode as data, 153.21 kB measured).
  // 153.5 kB once an antibody's page carried its citation copy button (docs/product.md §2.6 "Cite
  // this antibody"; 153.43 kB measured when the line was passed to it as a prop, at most 153.5 kB
  // once it took the line as its children). 153.7 kB once the goods page took its 'Compare' toggle
  // (docs/product.md §2.12): the button, its link and its store in the first load, the list's
  // logic loaded when the page is idle (153.65 kB measured before the copy button joined it;
  // 154.55 kB while the logic was in the first load). 153.9 kB with both (153.88 kB measured).
  // 154.1 kB once goods pages carried the WeChat share island (docs/product.md §15.5): its
  // component only, about 0.1 kB; the SDK loading and signing are imported inside WeChat alone
  // (154.0 kB measured; 154.7 kB while they were in the first load). 154.0 kB once a build without
  // WeChat or analytics variables left their modules out altogether, the islands' analytics calls
  // staying as a no-op (docs/adr/0035-optional-features-left-out-of-the-build.md; 153.94 kB measured).
  goodsFirstLoadJsGzip: 154_000,
  // 88.2 kB measured with social cards on every page and both datasheet editions, once the shell
  // carried only the failure sentences its islands say (91.7 kB with all of them); 90.1 kB for the
  // first antibody (id 1) once every goods item listed its datasheet in both editions. 91.2 kB
  // once goods pages carried the WeChat share island (docs/product.md §15.5): the most cited
  // antibody (38 citations) measured 91.06 kB, the island rendering nothing unless configured.
  // 91.0 kB once an unconfigured build left the island out (ADR 0035; 90.7 kB measured).
  goodsHtml: 91_000,
  // 120.5 kB measured once the phone centre menu, the latest-browsing corner button and the social
  // cards joined the shell; about 2 kB less once the carousel and advert, which send no request,
  // stopped carrying the failure sentences (docs/islands.md "Messages"): the 120 kB goal.
  homeHtml: 120_000,
  inlineStyleBlock: 20_000,
};

function loader(request: APIRequestContext): LoadBytes {
  return async (url) => {
    const response = await request.get(url);
    return { status: response.status(), headers: response.headers(), body: await response.body() };
  };
}

function report(testInfo: TestInfo, name: string, weight: PageWeight): void {
  const figures =
    `${name} ${weight.url}: HTML ${kB(weight.htmlBytes)} kB (gzip ${kB(weight.htmlGzip)} kB), ` +
    `${weight.styleBlocks} inline <style> (largest ${kB(weight.styleMax)} kB), ` +
    `first-load JS ${kB(weight.jsGzip)} kB gzip in ${weight.jsChunks} chunks, CSS ${kB(weight.cssGzip)} kB gzip in ${weight.cssFiles} files`;
  testInfo.annotations.push({ type: 'page weight', description: figures });
  console.log(figures);
}

test.describe('page-weight budget', () => {
  test('a goods page stays within its HTML, first-load JS and inline style budgets', async ({ request, baseURL }, testInfo) => {
    // The last antibody of the first page, not the first: the first is the one most journeys open,
    // order and write to, and in a full run its page had grown to 91.9 kB by the time this ran
    // (89.6 kB as seeded). The budget is for the page as the catalogue makes it.
    const goods = (await categoryGoods(request, 'CP002')).at(-1);
    expect(goods, 'the seed has antibodies').toBeTruthy();
    const weight = await measurePageWeight(`${baseURL}/goodsdetail?id=${goods?.id}`, loader(request));
    report(testInfo, 'goods', weight);

    expect.soft(weight.jsGzip, `first-load JS gzip ≤ ${kB(BUDGET.goodsFirstLoadJsGzip)} kB`).toBeLessThanOrEqual(BUDGET.goodsFirstLoadJsGzip);
    expect.soft(weight.htmlBytes, `HTML ≤ ${kB(BUDGET.goodsHtml)} kB`).toBeLessThanOrEqual(BUDGET.goodsHtml);
    expect.soft(weight.styleMax, `each inline <style> ≤ ${kB(BUDGET.inlineStyleBlock)} kB`).toBeLessThanOrEqual(BUDGET.inlineStyleBlock);
  });

  test('the most cited goods page stays within the goods HTML budget: its citations are on their own page', async ({ request, baseURL }, testInfo) => {
    const [goods] = await mostCitedGoods(request);
    expect(goods?.citationCount ?? 0, 'the seed cites some antibodies many times').toBeGreaterThan(20);
    const weight = await measurePageWeight(`${baseURL}/goodsdetail?id=${goods?.id}`, loader(request));
    report(testInfo, `goods cited ${goods?.citationCount} times`, weight);
    expect(weight.htmlBytes, `HTML ≤ ${kB(BUDGET.goodsHtml)} kB`).toBeLessThanOrEqual(BUDGET.goodsHtml);
  });

  test('the home page stays within its HTML and inline style budgets', async ({ request, baseURL }, testInfo) => {
    const weight = await measurePageWeight(`${baseURL}/`, loader(request));
    report(testInfo, 'home', weight);

    expect.soft(weight.htmlBytes, `HTML ≤ ${kB(BUDGET.homeHtml)} kB`).toBeLessThanOrEqual(BUDGET.homeHtml);
    expect.soft(weight.styleMax, `each inline <style> ≤ ${kB(BUDGET.inlineStyleBlock)} kB`).toBeLessThanOrEqual(BUDGET.inlineStyleBlock);
  });
});
