/**
 * What the search results' facets and orders need beyond the finder index (server/finder/facets-index.ts),
 * laid out on its positions: each goods item's category group, its sizes (the SKUs' descriptions) and
 * what its lowest price is made of (docs/product.md §5 search facets and sort).
 *
 * Built once per finder index, so it is rebuilt exactly when that is (a goods change, or ten minutes):
 * the SKUs are read with ONE string_agg as the finder index reads the goods, the promotion rules
 * (a few per hundred goods) as rows.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods, promotionRules } from '../db/schema';
import { loadSnapshot, type Snapshot } from '../catalogue/category-snapshot';
import { emptyBits, setBit, type Bits } from '../finder/facets-bits';
import type { FinderIndex } from '../finder/facets-index';
import { toFen, type PriceRule } from '../../contract/pricing';
import { sizeCode } from './search-sizes';

/** A category group of the facet: its code and names. */
interface CategoryGroup {
  code: string;
  en: string;
  zh: string;
}

interface SizeOption {
  en: string;
  zh: string;
}

interface RuledSku {
  skuId: number;
  listCny: number;
}

export interface SearchFacetsIndex {
  /** Each on-shelf goods id's position in the finder index. */
  positionOf: Map<number, number>;
  /** Goods under each category group (the second level of the tree, or a root without one). */
  categoryBits: Map<string, Bits>;
  categories: CategoryGroup[];
  /** Goods having a SKU of each size code. */
  sizeBits: Map<string, Bits>;
  sizes: Map<string, SizeOption>;
  /** Each position's lowest SKU list price in fen; Infinity when no SKU has one. */
  lowestListFen: Float64Array;
  /** Goods with promotion rules: their SKUs and rules, for the net price at the moment asked. */
  ruled: Map<number, { skus: RuledSku[]; rules: (PriceRule & { skuId: number | null })[] }>;
}

/** The facet's group of a category: its ancestor (or itself) one level below the root. */
function groupOf(snapshot: Snapshot, code: string): string {
  const path = [...(snapshot.rows.get(code)?.ancestors ?? []), code];
  return path[1] ?? path[0] ?? code;
}

function categoryFacets(index: FinderIndex, snapshot: Snapshot): Pick<SearchFacetsIndex, 'categoryBits' | 'categories'> {
  const groupOfCategory = index.categories.map((code) => groupOf(snapshot, code));
  const categoryBits = new Map<string, Bits>();
  for (let position = 0; position < index.size; position++) {
    const group = groupOfCategory[index.categoryOf[position] ?? 0] ?? '';
    let bits = categoryBits.get(group);
    if (!bits) categoryBits.set(group, (bits = emptyBits(index.size)));
    setBit(bits, position);
  }
  // In the tree's own order (the roots', then their children's sort).
  const order = [...(snapshot.childrenOf.get(null) ?? [])].flatMap((root) => [root, ...(snapshot.childrenOf.get(root.id) ?? [])]).map((row) => row.id);
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  const categories = [...categoryBits.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((code) => {
      const row = snapshot.rows.get(code);
      return { code, en: row?.dictValueEn ?? code, zh: row?.dictValueZh ?? code };
    });
  return { categoryBits, categories };
}

// goods id, SKU id, price, English and Chinese descriptions; SKUs by chr(30) (descriptions hold neither).
const SKUS_SQL = sql.raw(`
  SELECT string_agg(concat_ws(chr(31), s.goods_id, s.id, s.sku_price, s.sku_desc_en, s.sku_desc_zh), chr(30)) AS skus
  FROM skus s JOIN goods g ON g.id = s.goods_id WHERE g.on_shelf_flag`);

async function skuFacets(db: Db, index: FinderIndex, positionOf: Map<number, number>) {
  const [row] = rowsOf<{ skus: string | null }>(await db.execute(SKUS_SQL));
  const sizeBits = new Map<string, Bits>();
  const sizes = new Map<string, SizeOption>();
  const lowestListFen = new Float64Array(index.size).fill(Infinity);
  const skusOf = new Map<number, RuledSku[]>();
  for (const record of row?.skus ? row.skus.split('\x1e') : []) {
    const [goodsId, skuId, price, en = '', zh = ''] = record.split('\x1f');
    const position = positionOf.get(Number(goodsId));
    if (position === undefined) continue;
    const listCny = Number(price);
    if (Number.isFinite(listCny)) lowestListFen[position] = Math.min(lowestListFen[position] ?? Infinity, toFen(listCny));
    const list = skusOf.get(position) ?? [];
    list.push({ skuId: Number(skuId), listCny });
    skusOf.set(position, list);
    const code = sizeCode(en);
    if (!code) continue;
    let bits = sizeBits.get(code);
    if (!bits) {
      sizeBits.set(code, (bits = emptyBits(index.size)));
      sizes.set(code, { en: en.trim(), zh: zh.trim() || en.trim() });
    }
    setBit(bits, position);
  }
  return { sizeBits, sizes, lowestListFen, skusOf };
}

async function ruledGoods(db: Db, positionOf: Map<number, number>, skusOf: Map<number, RuledSku[]>): Promise<SearchFacetsIndex['ruled']> {
  const rules = await db.select().from(promotionRules).innerJoin(goods, eq(goods.id, promotionRules.goodsId)).where(eq(goods.onShelfFlag, true));
  const ruled: SearchFacetsIndex['ruled'] = new Map();
  for (const { promotion_rules: rule } of rules) {
    const position = positionOf.get(rule.goodsId);
    if (position === undefined) continue;
    const entry = ruled.get(position) ?? { skus: skusOf.get(position) ?? [], rules: [] };
    entry.rules.push(rule);
    ruled.set(position, entry);
  }
  return ruled;
}

async function loadSearchFacetsIndex(db: Db, index: FinderIndex): Promise<SearchFacetsIndex> {
  const positionOf = new Map<number, number>();
  index.ids.forEach((id, position) => positionOf.set(id, position));
  const [snapshot, skus] = await Promise.all([loadSnapshot(db), skuFacets(db, index, positionOf)]);
  const { skusOf, ...sizes } = skus;
  return { positionOf, ...categoryFacets(index, snapshot), ...sizes, ruled: await ruledGoods(db, positionOf, skusOf) };
}

const built = new WeakMap<FinderIndex, Promise<SearchFacetsIndex>>();

/** The facets index of this finder index, built on first use. */
export function searchFacetsIndex(db: Db, index: FinderIndex): Promise<SearchFacetsIndex> {
  let entry = built.get(index);
  if (!entry) {
    entry = loadSearchFacetsIndex(db, index);
    built.set(index, entry);
    entry.catch(() => built.delete(index));
  }
  return entry;
}
