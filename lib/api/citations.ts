import 'server-only';
/** Publications citing a goods item (docs/product.md §2.6 citations, §7.3). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CitationPage } from '@/contract/citations';
import { parseAnswer } from './answer';
import { api } from './config';

export type { CitationPage } from '@/contract/citations';

/** The goods page lists every citation (the demo holds at most 40 per item); the API pages longer lists. */
const CITATIONS_ON_PAGE = 50;

/** The item's citations, newest first, with the count per application; cached with the goods item. */
export async function getCitations(goodsId: number, locale: Locale): Promise<CitationPage> {
  const path = '/online/togoods/citations';
  const raw = await api.request<unknown>('post', path, { goodsId, page: 1, limit: CITATIONS_ON_PAGE }, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  return parseAnswer(CitationPage, raw, path);
}
