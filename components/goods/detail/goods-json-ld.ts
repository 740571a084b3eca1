/**
 * The detail page's structured data (docs/architecture.md §4): Product with its offers, and the
 * BreadcrumbList home → categories → item, with absolute URLs in the page's locale. The publications
 * citing it are described on its publications page (citationsJsonLd), not here: the goods page pays
 * for every byte twice, in its HTML and its RSC payload.
 */
import { shownAmount } from '@/lib/catalogue/money';
import type { CitationPage } from '@/lib/api/citations';
import type { GoodsEvaluations } from '@/contract/evaluations';
import type { GoodsDetailView } from '@/lib/api/goods';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pubmedHref } from '@/lib/evidence/publication-links';
import { absoluteUrl, breadcrumbJsonLd, metaDescription, productJsonLd, type JsonLd } from '@/lib/structured-data';
import type { Crumb } from './crumbs';

export interface GoodsJsonLdInput {
  goods: GoodsDetailView;
  locale: Locale;
  origin: string;
  /** The canonical URL of this page. */
  url: string;
  siteName: string;
  homeName: string;
  crumbs: readonly Crumb[];
  /** Image addresses as the page loads them (absolute or site-relative). */
  images: readonly string[];
  /** The item's evaluations (docs/product.md §12.2): a rating only when there are some. */
  evaluations?: GoodsEvaluations | null;
}

/**
 * The aggregateRating, or nothing without evaluations (an empty rating is invalid markup). The
 * evaluations themselves are the page's markup, not repeated as reviews here: the goods page pays
 * for every JSON-LD byte twice, in its HTML and its RSC payload (its 90 kB budget).
 * @internal exported for its tests
 */
export function ratingJsonLd(evaluations: GoodsEvaluations | null | undefined): JsonLd {
  if (!evaluations || evaluations.totalCount === 0 || evaluations.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: evaluations.average, reviewCount: evaluations.totalCount, bestRating: 5, worstRating: 1 },
  };
}

/** The article's record elsewhere (its PubMed page), only when its identifier is well formed. */
const sameAs = (href: string | null): JsonLd => (href ? { sameAs: href } : {});

/**
 * A page of the publications citing a goods item (docs/product.md §2.6) as an ItemList of
 * schema.org ScholarlyArticles about the product, numbered as the page numbers them.
 */
export function citationsJsonLd(citations: CitationPage['list'], about: { name: string; url: string }, firstPosition: number): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: citations.map((citation, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: {
        '@type': 'ScholarlyArticle',
        headline: citation.title,
        author: citation.authors,
        datePublished: String(citation.year),
        isPartOf: { '@type': 'Periodical', name: citation.journal },
        identifier: { '@type': 'PropertyValue', propertyID: 'PMID', value: citation.pmid },
        ...sameAs(pubmedHref(citation.pmid)),
        about: { '@type': 'Product', name: about.name, url: about.url },
      },
    })),
  };
}

export function goodsJsonLd({ goods, locale, origin, url, siteName, homeName, crumbs, images, evaluations }: GoodsJsonLdInput): JsonLd[] {
  const pageUrl = (href: string) => `${origin}${localePath(locale, href)}`;
  const product = productJsonLd({
    name: goods.title,
    itemno: goods.itemno,
    description: metaDescription([goods.description, goods.features, goods.secondTitle], Number.POSITIVE_INFINITY),
    images: images.map((image) => absoluteUrl(origin, image)),
    brand: siteName,
    categories: crumbs.map((crumb) => crumb.name),
    url,
    inventoryStatus: goods.inventoryStatus,
    rrid: goods.rrid,
    skus: goods.skus.map((sku) => ({ name: sku.desc, price: sku.price && shownAmount(sku.price.netCny, locale), validUntil: sku.price?.endsAt ?? null })),
  });
  const breadcrumbs = breadcrumbJsonLd([
    { name: homeName, url: pageUrl('/') },
    ...crumbs.map((crumb) => ({ name: crumb.name, url: pageUrl(crumb.href) })),
    { name: goods.title, url },
  ]);
  return [{ ...product, ...ratingJsonLd(evaluations) }, breadcrumbs];
}
