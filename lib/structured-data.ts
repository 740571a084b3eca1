/**
 * JSON-LD for crawlers (docs/architecture.md §4): Product with one Offer per SKU, BreadcrumbList and
 * Organization, plus the meta description. Pure builders: callers pass absolute URLs and
 * localised names, so the same data renders in either locale.
 */
import type { ShownAmount } from '@/lib/catalogue/money';
import { INVENTORY_STATUS } from '@/lib/catalogue/stock';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The longest meta description search engines show in full. */
const META_DESCRIPTION_MAX = 160;

/** inventoryStatus of a goods item in stock (stock.ts lists the others). */
const IN_STOCK = 1;

/** schema.org availability for inventoryStatus; undefined for values with no known meaning. The merchant feed states the same (lib/merchant-feed). */
export function availabilityOf(inventoryStatus: number): string | undefined {
  switch (inventoryStatus) {
    case IN_STOCK:
      return `${SCHEMA}/InStock`;
    case INVENTORY_STATUS.NO_STOCK:
    case INVENTORY_STATUS.SUSPENSION_OF_SALES:
      return `${SCHEMA}/OutOfStock`;
    case INVENTORY_STATUS.STOP_SELLING:
    case INVENTORY_STATUS.STOP_PRODUCTION:
      return `${SCHEMA}/Discontinued`;
    case INVENTORY_STATUS.TEMPORARILY_OUT_OF_STOCK:
      return `${SCHEMA}/BackOrder`;
    default:
      return undefined;
  }
}

/** An address as an absolute URL: http(s) kept, protocol-relative made https, paths joined to origin. */
export function absoluteUrl(origin: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  if (address.startsWith('//')) return `https:${address}`;
  return `${origin.replace(/\/+$/, '')}${address.startsWith('/') ? '' : '/'}${address}`;
}

/** The first non-blank text, whitespace collapsed, cut at a word boundary to at most `max` characters. */
export function metaDescription(candidates: readonly (string | null | undefined)[], max = META_DESCRIPTION_MAX): string {
  const text = candidates.map((candidate) => candidate?.replace(/\s+/g, ' ').trim() ?? '').find((candidate) => candidate !== '') ?? '';
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // Chinese has no spaces: cut anywhere rather than lose most of the text.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:，。；：、]+$/, '')}…`;
}

interface OfferInput {
  /** The SKU's specification, e.g. '100 µL'. */
  name: string;
  /** The net price the page shows, in its currency (lib/catalogue/money.ts); null when unpriced. */
  price: ShownAmount | null;
  /** When a limited-time price ends (ISO), else null. */
  validUntil: string | null;
}

export interface ProductInput {
  name: string;
  itemno: string;
  description: string;
  /** Absolute image URLs. */
  images: readonly string[];
  /** The shop's name: brand and manufacturer. */
  brand: string;
  /** Category names from the root down, or empty. */
  categories: readonly string[];
  /** The canonical URL of the detail page. */
  url: string;
  inventoryStatus: number;
  skus: readonly OfferInput[];
  /** An antibody's RRID without its prefix (contract/rrid.ts), or null. */
  rrid?: string | null;
}

/** schema.org Product with one Offer per priced SKU, at the net price the page shows, in its currency. */
export function productJsonLd(input: ProductInput): JsonLd {
  const availability = availabilityOf(input.inventoryStatus);
  const offers = input.skus
    .filter((sku): sku is OfferInput & { price: ShownAmount } => sku.price !== null)
    .map((sku) => ({
      '@type': 'Offer',
      name: sku.name,
      price: sku.price.value.toFixed(2),
      priceCurrency: sku.price.currency,
      ...(sku.validUntil ? { priceValidUntil: sku.validUntil.slice(0, 10) } : {}),
      ...(availability ? { availability } : {}),
      url: input.url,
    }));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: input.itemno,
    mpn: input.itemno,
    ...(input.rrid ? { identifier: { '@type': 'PropertyValue', propertyID: 'RRID', value: `RRID:${input.rrid}` } } : {}),
    ...(input.images.length ? { image: [...input.images] } : {}),
    ...(input.description ? { description: input.description } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    manufacturer: { '@type': 'Organization', name: input.brand },
    ...(input.categories.length ? { category: input.categories.join(' > ') } : {}),
    url: input.url,
    ...(offers.length ? { offers } : {}),
  };
}

/** schema.org BreadcrumbList; `crumbs` run from home to the page itself, with absolute URLs. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(siteName: string, origin: string, logoUrl: string): JsonLd {
  return { '@context': SCHEMA, '@type': 'Organization', name: siteName, url: origin, logo: absoluteUrl(origin, logoUrl) };
}

export interface ArticleInput {
  /** NewsArticle for news and events, Article for plans, guides and catalogues. */
  kind: 'NewsArticle' | 'Article';
  headline: string;
  description: string;
  /** ISO 8601 times. */
  datePublished: string;
  dateModified: string;
  /** The page's language tag (hreflang), e.g. 'en' or 'zh-CN'. */
  inLanguage: string;
  /** Absolute image URLs. */
  images: readonly string[];
  section: string;
  publisher: { name: string; logoUrl: string };
  /** The canonical URL of the article page. */
  url: string;
}

/** The longest headline search engines accept for an article. */
const HEADLINE_MAX = 110;

/** schema.org NewsArticle / Article for an article page. */
export function articleJsonLd(input: ArticleInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': input.kind,
    headline: metaDescription([input.headline], HEADLINE_MAX),
    ...(input.description ? { description: input.description } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: input.inLanguage,
    ...(input.images.length ? { image: [...input.images] } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    author: { '@type': 'Organization', name: input.publisher.name },
    publisher: { '@type': 'Organization', name: input.publisher.name, logo: { '@type': 'ImageObject', url: input.publisher.logoUrl } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no text in the
 * data (a goods title with '</script>') can end the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
