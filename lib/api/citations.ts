import 'server-only';
/** Publications citing a goods item (docs/product.md §2.6 citations, §7.3). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CitationPage } from '@/contract/citations';
import { CITATIONS_PER_PAGE, type CitationsQuery } from '@/lib/evidence/citation-routes';
import { parseAnswer } from './answer';
import { api } from './config';
import { citationsApi } from '@/contract/operations/citations';

export type { CitationPage } from '@/contract/citations';

/** One page of the item's citations, newest first, with the count per application; cached with the goods item. */
async function citationPage(goodsId: number, locale: Locale, request: { application: string | null; page: number; limit: number }): Promise<CitationPage> {
  const operation = citationsApi.citations;
  const body = { goodsId, page: request.page, limit: request.limit, ...(request.application ? { application: request.application } : {}) };
  const raw = await api.request(operation, body, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  return parseAnswer(CitationPage, raw, operation.path);
}

/** A page of the publications page, filtered by application when one is chosen. */
export function getCitationsPage(query: CitationsQuery, locale: Locale): Promise<CitationPage> {
  return citationPage(query.goodsId, locale, { application: query.application, page: query.page, limit: CITATIONS_PER_PAGE });
}
