import 'server-only';
/** What the detail page and its metadata read, fetched once per request. */
import { cache } from 'react';
import type { DocumentLink } from '@/components/goods/detail/goods-documents';
import { getGoodsPageCitations } from '@/lib/api/citations';
import { getGoodsEvaluations } from '@/lib/api/evaluations';
import { GOODS_PAGE_EVALUATIONS } from '@/contract/aftersales-rules';
import { fallback } from '@/lib/api/fallback';
import { getValidationFigures } from '@/lib/api/validation';
import { isAntibodyCategory } from '@/lib/catalogue/antibody-filters';
import { getBoundGoods, getGoodsDetail, getGoodsDocuments, getGuessRecommend, type GoodsDetailView } from '@/lib/api/goods';
import { imageUrl } from '@/lib/catalogue/image';
import { localisedDatasheetUrl } from '@/contract/evidence';
import { parseGoodsId } from '@/lib/catalogue/listing-query';
import type { Locale } from '@/lib/i18n/locales';

/** "Guess you like" shows up to this many goods. */
const GUESS_YOU_LIKE_MAX = 6;

/**
 * The goods item for a route id ('none' when the proxy found no valid id), or null for an
 * invalid, unknown or off-shelf id. Cached per request: the detail is a POST, which Next does
 * not deduplicate between generateMetadata and the page on its own.
 */
export const loadGoods = cache(async (routeId: string, locale: Locale): Promise<GoodsDetailView | null> => {
  const id = parseGoodsId(routeId);
  return id === null ? null : fallback(getGoodsDetail(id, locale), { main: null });
});

/** Cover first, then the other images, each once, ready to load from the image host. */
export function goodsImages(goods: Pick<GoodsDetailView, 'cover' | 'images'>, host: string): string[] {
  const addresses = [goods.cover, ...goods.images].filter((address): address is string => Boolean(address));
  const urls = [...new Set(addresses)].map((address) => imageUrl(address, host));
  return urls.length ? urls : [imageUrl(null, host)];
}

/** Bound goods (only when bound to others), documents (the detail's, else by Cat. No.), guesses and citations: optional parts. */
export async function loadGoodsExtras(goods: GoodsDetailView, locale: Locale, host: string) {
  const [bound, documents, guesses, citations, figures, evaluations] = await Promise.all([
    goods.bindId ? fallback(getBoundGoods(goods.id, locale), { optional: [] }) : [],
    goods.documents.length ? goods.documents : fallback(getGoodsDocuments(goods.itemno, goods.id, locale), { optional: [] }),
    fallback(getGuessRecommend(goods.id, locale, GUESS_YOU_LIKE_MAX), { optional: [] }),
    goods.citationCount > 0 ? fallback(getGoodsPageCitations(goods.id, locale), { optional: null }) : null,
    isAntibodyCategory({ id: goods.categoryPath.at(-1) ?? '', pids: goods.categoryPath }) ? fallback(getValidationFigures(goods.id, locale), { optional: [] }) : [],
    // At most 5 on the page: its HTML budget (docs/product.md §12.2).
    fallback(getGoodsEvaluations(goods.id, GOODS_PAGE_EVALUATIONS, locale), { optional: null }),
  ]);
  return {
    bound: bound.length > 1 ? bound : [],
    // A Chinese page links the datasheet's Chinese edition (docs/product.md §2.6).
    documents: documents.map((document): DocumentLink => ({ ...document, url: imageUrl(localisedDatasheetUrl(document.url, locale), host) })),
    guesses: guesses.filter((guess) => guess.id !== goods.id).slice(0, GUESS_YOU_LIKE_MAX),
    citations: citations && citations.citationCount > 0 ? citations : null,
    figures,
    evaluations: evaluations && evaluations.totalCount > 0 ? evaluations : null,
  };
}
