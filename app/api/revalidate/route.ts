import { revalidateTag } from 'next/cache';
import { after, NextResponse } from 'next/server';
import { BadBffRequest, readCappedJson } from '@/lib/bff';
import { getSecrets } from '@/lib/secrets';
import { hasBearerSecret, revalidationRequest, tagsFor } from '@/lib/revalidation';
import { purgeGoodsPages } from '@/lib/proxy-purge';
import { expireTagsNow } from '@/lib/next-cache/expire-now';
import { apiAnswers } from '@/lib/api/health';
import { getSitemapArticles } from '@/lib/api/articles';
import { baiduPushQueue, pushChangedPages } from '@/lib/baidu-push/push-changed-pages';

/** A list of goods ids and category codes; far larger is not a revalidation. */
const MAX_REVALIDATE_BYTES = 256 * 1024;

/**
 * POST /api/revalidate with `Authorization: Bearer $REVALIDATE_SECRET` and
 * `{ goodsIds?: number[], categories?: string[], everything?: boolean, stale?: boolean }`: the named
 * pages are rendered afresh on their next view (with `stale`, in the background while the last one is served).
 * With BAIDU_PUSH_TOKEN, the goods and article pages named are then pushed to Baidu, never awaited.
 */
export async function POST(request: Request) {
  if (!hasBearerSecret(request.headers.get('authorization'), getSecrets().revalidateSecret)) {
    return NextResponse.json({ code: 401, msg: 'Authorization: a valid bearer secret is required' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await readCappedJson(request, MAX_REVALIDATE_BYTES);
  } catch (error) {
    if (error instanceof BadBffRequest) return NextResponse.json({ code: 400, msg: error.message }, { status: error.status });
    throw error;
  }
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return NextResponse.json({ code: 400, msg: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` }, { status: 400 });
  }
  const tags = tagsFor(parsed.data);
  // With BAIDU_PUSH_TOKEN the changed pages are offered to Baidu once this has answered (docs/product.md §15.4).
  const baidu = (parsed.data.goodsIds?.length || parsed.data.articleIds?.length) && baiduPushQueue();
  if (baidu) after(() => pushChangedPages(parsed.data, baidu, getSitemapArticles));
  // By default expire now rather than serve stale once: a price or shelf change must not linger.
  // `stale` keeps serving the last page while a new one renders (a refresh that may meet an
  // outage). With the API not answering, expiring would drop good pages that no render can
  // replace (an import run with the API stopped): they are refreshed stale instead, and the last
  // good page is served until a render succeeds.
  const apiDown = parsed.data.stale !== true && !(await apiAnswers());
  if (apiDown) console.warn(`[revalidate] the API does not answer: ${tags.join(', ')} refreshed stale, the last good pages kept`);
  const stale = parsed.data.stale === true || apiDown;
  for (const tag of tags) revalidateTag(tag, stale ? 'max' : { expire: 0 });
  // Next applies those once this handler has answered; the shared cache must not still hold the
  // old pages when the proxies are purged, or the next view through a proxy would store one again.
  await expireTagsNow(tags, { stale });
  // The reverse proxies' copies go too, before the answer, so the caller may rely on the next view
  // being fresh (docs/deploying.md). Listings are not purged: they live their s-maxage there.
  const purgeFailures = await purgeGoodsPages(parsed.data.goodsIds ?? []);
  if (purgeFailures.length) console.warn(`[revalidate] proxy purge failed: ${purgeFailures.map((f) => `${f.proxy}${f.path} (${f.reason})`).join('; ')}`);
  return NextResponse.json({ code: 0, msg: 'success', data: { tags, stale, ...(purgeFailures.length && { purgeFailures }) } });
}
