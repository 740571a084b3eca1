/**
 * The revalidation route's push to Baidu (docs/product.md §15.4): on with BAIDU_PUSH_TOKEN, else
 * nothing is built, read or requested. One queue per storefront process.
 */
import type { RevalidationRequest } from '@/lib/revalidation';
import { siteUrl } from '@/lib/site';
import type { PushTarget } from './baidu-api';
import { articlePageUrls, goodsPageUrls } from './pushed-pages';
import { BaiduPushQueue } from './push-queue';

const DEFAULT_BAIDU_PUSH_URL = 'http://data.zz.baidu.com';

/** Where and as whom to push; null without BAIDU_PUSH_TOKEN. */
function baiduPushTarget(env: NodeJS.ProcessEnv = process.env): PushTarget | null {
  const token = env.BAIDU_PUSH_TOKEN?.trim();
  if (!token) return null;
  return { endpoint: env.BAIDU_PUSH_URL?.trim() || DEFAULT_BAIDU_PUSH_URL, site: siteUrl(), token };
}

let shared: BaiduPushQueue | null | undefined;

/** The process's queue, or null when pushing is off. */
export function baiduPushQueue(): BaiduPushQueue | null {
  if (shared === undefined) {
    const target = baiduPushTarget();
    shared = target && new BaiduPushQueue(target);
  }
  return shared;
}

type PublishedArticles = () => Promise<readonly { id: number; categoryId: string }[]>;

/**
 * Queues the changed goods and article pages; runs after the revalidation has answered. A category
 * or `everything` names no page of its own: the sitemap covers those.
 */
export async function pushChangedPages(request: RevalidationRequest, queue: BaiduPushQueue, publishedArticles: PublishedArticles): Promise<void> {
  const origin = siteUrl();
  queue.add(goodsPageUrls(origin, request.goodsIds ?? []));
  if (!request.articleIds?.length) return;
  try {
    queue.add(articlePageUrls(origin, request.articleIds, await publishedArticles()));
  } catch (error) {
    console.warn(
      `[baidu-push] the articles' pages are not pushed: the article list could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
