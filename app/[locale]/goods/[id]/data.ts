import 'server-only';
/** What the detail page and its metadata read, fetched once per request. */
import { cache } from 'react';
import type { DocumentLink } from '@/components/goods/detail/goods-documents';
import { GOODS_PAGE_EVALUATIONS } from '@/contract/aftersales-rules';
import { fallback } from '@/lib/api/fallback';
import { isAntibodyCategory } from '@/lib/catalogue/antibody-filters';
import { getGoodsDetail, type GoodsDetailView } from '@/lib/api/goods';
import { getGoodsPage, type GoodsPageExtrasView, type GoodsPageView } from '@/lib/api/goods-page';
import { imageUrl } from '@/lib/catalogue/image';
import { datasheetEditions, localisedDatasheetUrl } from '@/contract/evidence';
import { CITATIONS_ON_GOODS_PAGE } from '@/lib/evidence/citation-routes';
import { parseGoodsId } from '@/lib/catalogue/listing-query';
import type { Locale } from '@/lib/i18n/locales';

/** "Guess you like" shows up to this many goods. */
const GUESS_YOU_LIKE_MAX = 6;

/**
 * The goods item for a route id ('none' when the proxy found no valid id), or null for an
 * invalid, unknown or off-shelf id: the publications page's heading.
 */
export async function loadGoods(routeId: string, locale: Locale): Promise<GoodsDetailView | null> {
  const id = parseGoodsId(routeId);
  return id === null ? null : fallback(getGoodsDetail(id, locale), { main: null });
}

/** Cover first, then the other images, each once, ready to load from the image host. */
export function goodsImages(goods: Pick<GoodsDetailView, 'cover' | 'images'>, host: string): string[] {
  const addresses = [goods.cover, ...goods.images].filter((address): address is string => Boolean(address));
  const urls = [...new Set(addresses)].map((address) => imageUrl(address, host));
  return urls.length ? urls : [imageUrl(null, host)];
}

/**
 * The goods page for a route id: the item and everything beside it in one request (docs/architecture.md
 * §4, "Walk of a goods page"), or null for an invalid, unknown or off-shelf id. Cached per request:
 * the request is a POST, which Next does not deduplicate between generateMetadata and the page
 * on its own.
 */
export const loadGoodsPage = cache(async (routeId: string, locale: Locale): Promise<GoodsPageView | null> => {
  const id = parseGoodsId(routeId);
  if (id === null) return null;
  // At most 3 evaluations on the page: its HTML budget (docs/product.md §12.2).
  const limits = { guessLimit: GUESS_YOU_LIKE_MAX, evaluationLimit: GOODS_PAGE_EVALUATIONS, citationLimit: CITATIONS_ON_GOODS_PAGE };
  return fallback(getGoodsPage(id, limits, locale), { main: null });
});

/** Whether the item is an antibody; bound goods (only when bound to others), documents, guesses, citations, figures and evaluations, as the page shows them. */
export function pageExtras(goods: GoodsDetailView, extras: GoodsPageExtrasView, locale: Locale, host: string) {
  const antibody = isAntibodyCategory({ id: goods.categoryPath.at(-1) ?? '', pids: goods.categoryPath });
  const { evaluations, citations } = extras;
  return {
    // An antibody's page offers the line to cite it by (docs/product.md §2.6).
    antibody,
    bound: extras.bound.length > 1 ? extras.bound : [],
    // A datasheet's file name links the page's edition, and its other edition is linked beside it (docs/product.md §2.6).
    documents: goods.documents.map((document): DocumentLink => {
      const editions = datasheetEditions(document.url);
      const other = locale === 'zh' ? 'en' : 'zh';
      return {
        ...document,
        url: imageUrl(localisedDatasheetUrl(document.url, locale), host),
        ...(editions ? { otherEdition: { lang: other, url: imageUrl(editions[other], host) } } : {}),
      };
    }),
    guesses: extras.guesses.filter((guess) => guess.id !== goods.id).slice(0, GUESS_YOU_LIKE_MAX),
    citations: citations && citations.citationCount > 0 ? citations : null,
    figures: antibody ? extras.figures : [],
    evaluations: evaluations.totalCount > 0 ? evaluations : null,
  };
}
