/**
 * The Google Merchant feed (docs/product.md §15.2): RSS 2.0 with the `g:` namespace, one item per
 * priced SKU, grouped by Cat. No. Pure string building, a page of the API at a time, so a feed of
 * 100,000 goods is streamed without holding it whole.
 */
import { metaDescription, absoluteUrl, availabilityOf } from '@/lib/structured-data';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl, PLACEHOLDER_IMAGE } from '@/lib/catalogue/image';
import { shownAmount } from '@/lib/catalogue/money';
import { plainText } from '@/lib/content/article-text';
import type { Locale } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/seo';
import { escapeXml } from '@/lib/sitemap/xml';
import type { MerchantFeedPage } from '@/contract/sitemap';

type FeedGoods = MerchantFeedPage['list'][number];
type FeedSku = FeedGoods['skus'][number];

/** Google's limits (Merchant Center product data specification). */
const MERCHANT_LIMITS = { id: 50, itemGroupId: 50, mpn: 70, title: 150, description: 5000, size: 100, brand: 70, additionalImages: 10 } as const;

type MerchantAvailability = 'in_stock' | 'out_of_stock' | 'backorder';

interface MerchantItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: MerchantAvailability;
  /** When a backordered item ships again (ISO 8601), else null. */
  availabilityDate: string | null;
  /** '12.34 USD' / '88.00 CNY'. */
  price: string;
  salePrice: string | null;
  /** 'start/end' of a limited-time sale price, else null. */
  salePriceEffectiveDate: string | null;
  size: string;
  mpn: string;
  brand: string;
  condition: 'new';
}

export interface FeedContext {
  locale: Locale;
  /** The public origin (SITE_URL) and the image host (IMAGE_HOST), as the goods page uses them. */
  origin: string;
  imageHost: string;
  /** The shop's name as the site shows it in this language. */
  brand: string;
  /** A goods title with its size, as the site names a variant ('{title} ({variant})'). */
  variantTitle: (title: string, size: string) => string;
}

interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Characters XML 1.0 refuses even escaped (supplier texts have carried vertical tabs), then whitespace collapsed. */
function feedText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Google reads ISO 8601 times to the second. */
const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A CNY amount as the feed's language shows it (lib/catalogue/money.ts), e.g. '13.89 USD'.
 * @internal exported for its tests
 */
export function feedPrice(cny: number, locale: Locale): string {
  const { value, currency } = shownAmount(cny, locale);
  return `${value.toFixed(2)} ${currency}`;
}

/** Cat. No. and SKU id: stable, and unique through the SKU id, which is kept whole when the Cat. No. must be cut. */
function itemId(itemno: string, skuId: number): string {
  const suffix = `-${skuId}`;
  return `${itemno.slice(0, MERCHANT_LIMITS.id - suffix.length)}${suffix}`;
}

/** The variant's title within Google's 150 characters: the goods title is cut, never the size. */
function itemTitle(goods: FeedGoods, size: string, context: FeedContext): string {
  const title = feedText(goods.title);
  const full = context.variantTitle(title, size);
  if (full.length <= MERCHANT_LIMITS.title) return full;
  const room = Math.max(0, title.length - (full.length - MERCHANT_LIMITS.title) - 1);
  return context.variantTitle(`${title.slice(0, room).trimEnd()}…`, size).slice(0, MERCHANT_LIMITS.title);
}

/**
 * Google's availability for the goods page's stock state (lib/structured-data.ts availabilityOf,
 * docs/product.md §4); null when the page states none. A backorder needs the date it ships again:
 * the item's longest lead time from now, else it is out of stock.
 */
function availability(goods: FeedGoods, pricedAt: number): { availability: MerchantAvailability; availabilityDate: string | null } | null {
  const stated = availabilityOf(goods.inventoryStatus)?.replace(/^.*\//, '');
  if (stated === 'InStock') return { availability: 'in_stock', availabilityDate: null };
  if (stated === 'OutOfStock') return { availability: 'out_of_stock', availabilityDate: null };
  if (stated !== 'BackOrder') return null;
  return goods.leadTimeMaxDays !== null
    ? { availability: 'backorder', availabilityDate: isoSeconds(pricedAt + goods.leadTimeMaxDays * DAY_MS) }
    : { availability: 'out_of_stock', availabilityDate: null };
}

/** Absolute image URLs as the goods page loads them; the placeholder and inline images are no product images. */
function imageLinks(goods: FeedGoods, context: FeedContext): string[] {
  return goods.images
    .map((address) => imageUrl(address, context.imageHost))
    .filter((url) => url !== PLACEHOLDER_IMAGE && !/^(data|blob):/i.test(url))
    .map((url) => absoluteUrl(context.origin, url))
    .filter((url, index, all) => /^https?:\/\//i.test(url) && all.indexOf(url) === index);
}

/**
 * The items of one goods item: one per priced SKU. None for an item without an image (Google
 * refuses placeholders) or whose page states no stock (Google requires an availability).
 * @internal exported for its tests
 */
export function merchantItems(goods: FeedGoods, pricedAt: string, context: FeedContext): MerchantItem[] {
  const [imageLink, ...others] = imageLinks(goods, context);
  const stock = availability(goods, Date.parse(pricedAt));
  if (!imageLink || !stock) return [];
  const description = metaDescription(
    [goods.description, goods.features, goods.secondTitle, goods.title].map((text) => (text ? feedText(plainText(text)) : null)),
    MERCHANT_LIMITS.description,
  );
  const common = {
    itemGroupId: goods.itemno.slice(0, MERCHANT_LIMITS.itemGroupId),
    description,
    link: pageUrl(context.origin, context.locale, goodsHref(goods.id)),
    imageLink,
    additionalImageLinks: others.slice(0, MERCHANT_LIMITS.additionalImages),
    ...stock,
    mpn: goods.itemno.slice(0, MERCHANT_LIMITS.mpn),
    brand: context.brand.slice(0, MERCHANT_LIMITS.brand),
    condition: 'new' as const,
  };
  return goods.skus.flatMap((sku: FeedSku) => {
    const size = feedText(sku.skuDesc).slice(0, MERCHANT_LIMITS.size);
    const price = feedPrice(sku.listPrice, context.locale);
    const net = feedPrice(sku.netPrice, context.locale);
    // Google refuses a zero price: a few fen round to 0.00 USD.
    if (!(parseFloat(price) > 0)) return [];
    // A saving that rounds away in dollars is no sale price, nor is a free one.
    const onSale = parseFloat(net) > 0 && parseFloat(net) < parseFloat(price);
    const item: MerchantItem = {
      ...common,
      id: itemId(goods.itemno, sku.id),
      title: itemTitle(goods, size, context),
      price,
      salePrice: onSale ? net : null,
      salePriceEffectiveDate: onSale && sku.netPriceEndsAt ? `${isoSeconds(Date.parse(pricedAt))}/${isoSeconds(Date.parse(sku.netPriceEndsAt))}` : null,
      size,
    };
    return [item];
  });
}

const element = (name: string, value: string | null): string => (value === null ? '' : `<${name}>${escapeXml(value)}</${name}>`);

function itemXml(item: MerchantItem): string {
  return [
    '<item>',
    element('g:id', item.id),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => element('g:additional_image_link', link)),
    element('g:availability', item.availability),
    element('g:availability_date', item.availabilityDate),
    element('g:price', item.price),
    element('g:sale_price', item.salePrice),
    element('g:sale_price_effective_date', item.salePriceEffectiveDate),
    element('g:item_group_id', item.itemGroupId),
    element('g:size', item.size),
    element('g:mpn', item.mpn),
    element('g:brand', item.brand),
    element('g:condition', item.condition),
    '</item>\n',
  ].join('');
}

export function feedHead(channel: FeedChannel): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `${element('title', channel.title)}${element('link', channel.link)}${element('description', channel.description)}\n`
  );
}

export const FEED_TAIL = '</channel>\n</rss>\n';

/** The items of one page of the API, as one string. */
export function pageItemsXml(page: MerchantFeedPage, context: FeedContext): string {
  return page.list.flatMap((goods) => merchantItems(goods, page.pricedAt, context).map(itemXml)).join('');
}
