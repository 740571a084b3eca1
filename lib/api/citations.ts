import 'server-only';
/** Publications citing a goods item (docs/product.md §2.6 citations, §7.3). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CitationPage } from '@/contract/citations';
import { CITATION_PAGE_SIZE, joinCitationPages, laterCitationPages } from '@/lib/evidence/citation-pages';
import { parseAnswer } from './answer';
import { api } from './config';

export type { CitationPage } from '@/contract/citations';

/**
 * The item's citations, newest first (up to CITATIONS_SHOWN_MAX, read page by page), with the count per
 * application; cached with the goods item.
 */
export async function getCitations(goodsId: number, locale: Locale): Promise<CitationPage> {
  const first = await citationPage(goodsId, locale, 1);
  const later = await Promise.all(laterCitationPages(first.totalCount).map((page) => citationPage(goodsId, locale, page)));
  return joinCitationPages(first, later);
}

async function citationPage(goodsId: number, locale: Locale, page: number): Promise<CitationPage> {
  const path = '/online/togoods/citations';
  const raw = await api.request<unknown>('post', path, { goodsId, page, limit: CITATION_PAGE_SIZE }, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  return parseAnswer(CitationPage, raw, path);
}
