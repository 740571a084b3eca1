import 'server-only';
/**
 * The merchant feed as a response (docs/product.md §15.2): the API's keyset pages one after the
 * other, each written as it arrives, so 100,000 goods never sit in memory as one document. The
 * first page is read before the answer starts: an API outage then fails the request with its
 * status. A later failure cuts the stream off mid-document, so Google refuses that fetch and keeps
 * the feed it had rather than reading a short one as goods taken away.
 */
import { createTranslator } from 'next-intl';
import { getMerchantFeedPage } from '@/lib/api/sitemap';
import { cacheLife } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/seo';
import { imageHost, siteUrl } from '@/lib/site';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { MerchantFeedPage } from '@/contract/sitemap';
import { FEED_TAIL, feedHead, pageItemsXml, type FeedContext } from './feed-xml';

/** A reverse proxy may keep it as long as a goods page is cached: its prices are never older than the page it links to. */
const feedHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${cacheLife.goods}` };

export async function merchantFeedResponse(locale: Locale): Promise<Response> {
  const t = createTranslator({ locale, messages: locale === 'zh' ? zh : en, namespace: 'meta' });
  const origin = siteUrl();
  // The message formatted once with markers, then filled per item: 300,000 items cost no ICU formatting each.
  const variant = t('variantTitle', { title: '{title}', variant: '{variant}' });
  const context: FeedContext = {
    locale,
    origin,
    imageHost: imageHost(),
    brand: t('siteName'),
    variantTitle: (title, size) => variant.replace(/\{(title|variant)\}/g, (_, name: string) => (name === 'title' ? title : size)),
  };
  const head = feedHead({ title: t('siteName'), link: pageUrl(origin, locale, '/'), description: t('homeDescription') });

  let next: MerchantFeedPage | null = await getMerchantFeedPage(0, locale);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      const page = next;
      if (!page) return;
      controller.enqueue(encoder.encode(pageItemsXml(page, context)));
      if (page.nextAfterId === null) {
        next = null;
        controller.enqueue(encoder.encode(FEED_TAIL));
        controller.close();
        return;
      }
      next = await getMerchantFeedPage(page.nextAfterId, locale);
    },
  });
  return new Response(body, { headers: feedHeaders });
}
