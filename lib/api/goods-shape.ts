/**
 * Goods as the storefront's pages use them, reshaped from the API's wire format (docs/product.md §3)
 * at the boundary: JSON-string fields parsed, prices also in USD, badges and the category path
 * read once. Plain data, so server components can hand it to client islands.
 */
import { badgesFor, type Badge } from '@/lib/catalogue/badges';
import { asInteger, asNumber, asText, goodsCategoryCodes, isRecord, parseJsonArray, parseNamedPath } from '@/lib/catalogue/json-field';
import { parseImageList } from '@/lib/catalogue/image';
import { shownPrice, type ShownPrice } from '@/lib/catalogue/goods-price';
import { parsePrice } from '@/lib/catalogue/price';
import { readPriceRules } from '@/lib/catalogue/price-rules';
import { inForce, type PriceRule } from '@/contract/pricing';
import { antibodyRrid } from '@/contract/rrid';

export interface Sku {
  id: number;
  desc: string;
  /** The list price, CNY; null when the SKU has none. */
  priceCny: number | null;
  /** One unit as the pricing rule prices it when the answer was read (docs/product.md §11.4). */
  price: ShownPrice | null;
  /** The rules in force when the answer was read. */
  rules: PriceRule[];
}

export interface GoodsSummaryView {
  id: number;
  itemno: string;
  title: string;
  secondTitle: string | null;
  /** Specifications: the SKU descriptions joined. */
  norms: string;
  features: string | null;
  applications: string | null;
  species: string | null;
  inventoryStatus: number;
  /** Days to dispatch (services: to results); null when the API sends none. */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  badges: Badge[];
  isRecommend: boolean;
  /** Image addresses as stored; pass through imageUrl() for the image host. */
  cover: string | null;
  images: string[];
  /** Category codes from the root down to the goods item's own category. */
  categoryPath: string[];
  bindId: string | null;
  ifValue: number | null;
  /** Publications citing the item; 0 when the API does not say. */
  citationCount: number;
  onShelf: boolean;
  /** 1 product, 2 service. */
  goodsType: number;
  skus: Sku[];
  updatedAt: string | null;
}

interface GoodsDocumentView {
  attachmentId: number;
  fileName: string;
  url: string;
}

export interface GoodsDetailView extends GoodsSummaryView {
  description: string | null;
  documents: GoodsDocumentView[];
  /** Root → own category, localised, for breadcrumbs. */
  categoryTrail: { id: string; name: string }[];
  collected: boolean;
  /** An antibody's RRID without its prefix (contract/rrid.ts); null when none, or when the API's is malformed. */
  rrid: string | null;
}

type Wire = Record<string, unknown>;

function text(value: unknown): string | null {
  const result = asText(value);
  return result && result.trim() ? result : null;
}

function toSku(raw: unknown, at: number): Sku | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id);
  if (id === null) return null;
  const priceCny = parsePrice(raw.skuPrice);
  const rules = readPriceRules(raw.rules).filter((rule) => inForce(rule, at));
  return { id, desc: text(raw.skuDesc) ?? '', priceCny, price: shownPrice(priceCny, rules, at), rules };
}

/**
 * One goods item of any list or detail answer; null when it lacks an id or Cat. No. Its SKUs are
 * priced at `at`: when the answer is read, which is when the page renders.
 */
export function toGoodsSummary(raw: unknown, at: number = Date.now()): GoodsSummaryView | null {
  if (!isRecord(raw)) return null;
  const wire: Wire = raw;
  const id = asInteger(wire.id ?? wire.goodsId);
  const itemno = text(wire.itemno);
  if (id === null || itemno === null) return null;
  return {
    id,
    itemno,
    title: text(wire.title) ?? text(wire.goodsTitle) ?? itemno,
    secondTitle: text(wire.secondTitle),
    norms: text(wire.norms) ?? '',
    features: text(wire.features),
    applications: text(wire.applications),
    species: text(wire.species),
    inventoryStatus: asInteger(wire.inventoryStatus) ?? 1,
    leadTimeMinDays: asInteger(wire.leadTimeMinDays),
    leadTimeMaxDays: asInteger(wire.leadTimeMaxDays),
    badges: badgesFor(wire.goodsIdentity),
    isRecommend: wire.isRecommend === true || wire.isRecommend === 1,
    cover: text(wire.imgCover) ?? text(wire.goodsImg),
    images: parseImageList(wire.imgContent),
    categoryPath: goodsCategoryCodes(wire.goodsCate),
    bindId: text(wire.bindId),
    ifValue: asNumber(wire.ifValue),
    citationCount: asInteger(wire.citationCount) ?? 0,
    onShelf: wire.onShelfFlag !== false && wire.onShelfFlag !== 0,
    goodsType: asInteger(wire.goodsType) ?? 1,
    skus: parseJsonArray(wire.skus)
      .map((sku) => toSku(sku, at))
      .filter((sku): sku is Sku => sku !== null),
    updatedAt: text(wire.updatedAt),
  };
}

export function toGoodsList(raw: readonly unknown[], at: number = Date.now()): GoodsSummaryView[] {
  return raw.map((item) => toGoodsSummary(item, at)).filter((goods): goods is GoodsSummaryView => goods !== null);
}

function toDocument(raw: unknown): GoodsDocumentView | null {
  if (!isRecord(raw)) return null;
  const attachmentId = asInteger(raw.attachmentId);
  const url = text(raw.url);
  if (attachmentId === null || url === null) return null;
  return { attachmentId, url, fileName: text(raw.fileName) ?? url.split('/').pop() ?? url };
}

function toDocuments(raw: unknown): GoodsDocumentView[] {
  return parseJsonArray(raw)
    .map(toDocument)
    .filter((doc): doc is GoodsDocumentView => doc !== null);
}

export function toGoodsDetail(raw: unknown): GoodsDetailView | null {
  const summary = toGoodsSummary(raw);
  if (!summary || !isRecord(raw)) return null;
  const trail = parseJsonArray(raw.categoryPath)
    .filter(isRecord)
    .map((node) => ({ id: text(node.id) ?? '', name: text(node.dictValue) ?? text(node.name) ?? '' }))
    .filter((node) => node.id !== '');
  const fallbackNames = parseNamedPath(raw.goodsCateName);
  return {
    ...summary,
    description: text(raw.description),
    documents: toDocuments(raw.documents),
    categoryTrail: trail.length ? trail : summary.categoryPath.map((id, index) => ({ id, name: fallbackNames[index]?.name ?? id })),
    collected: raw.collected === 1 || raw.collected === true,
    rrid: antibodyRrid(text(raw.rrid) ?? ''),
  };
}
