/**
 * Goods as the storefront receives them (SPEC.md §3): localised under SPEC's field names,
 * with the JSON-string fields (goodsIdentity, imgContent, goodsCate, goodsCateName) the
 * supplier's backend uses, so the storefront reads our API and theirs alike.
 */
import { and, arrayContains, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsDocuments, promotionRules, skus } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { categoryNames } from './categories';

type GoodsRow = typeof goods.$inferSelect;
type SkuRow = typeof skus.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

export interface PromotionRule {
  id: number;
  ruleType: number;
  discountRate: number | null;
  cashBackPrice: number | null;
  cashBackType: number | null;
  cashBackVal: number | null;
  presentType: number | null;
  presentNum: number | null;
  presentGoodNum: number | null;
  preGoodsSkus: { goodsId: number; skuId: number; num: number }[] | null;
  validEnd: string | null;
}

export interface Sku {
  id: number;
  skuDesc: string;
  /** CNY. */
  skuPrice: number;
  rules: PromotionRule[];
}

export interface GoodsSummary {
  id: number;
  goodsId: number;
  itemno: string;
  title: string;
  harmonyTitle: string | null;
  secondTitle: string | null;
  norms: string;
  features: string | null;
  applications: string | null;
  species: string | null;
  organ: string | null;
  inventoryStatus: number;
  goodsIdentity: string;
  isRecommend: boolean;
  imgCover: string | null;
  imgContent: string;
  goodsCate: string;
  goodsCateName: string;
  bindId: string | null;
  ifStatus: number;
  ifValue: number | null;
  onShelfFlag: boolean;
  goodsType: number;
  limitNum: number | null;
  skus: Sku[];
}

export interface GoodsDetail extends GoodsSummary {
  description: string | null;
  collected: 0 | 1;
  documents: { attachmentId: number; fileName: string; url: string }[];
}

export interface GoodsListQuery {
  goodsCate: string;
  page: number;
  limit: number;
  onShelfFlag: boolean;
  orderBy?: 'itemno' | 'createdAt' | 'sort';
  itemnoSort?: 'asc' | 'desc';
  dictCode?: string[];
  speciesDictCode?: string[];
  areaIds?: string[];
  labels?: string[];
}

function toPromotionRule(row: RuleRow): PromotionRule {
  return {
    id: row.id,
    ruleType: row.ruleType,
    discountRate: row.discountRate,
    cashBackPrice: row.cashBackPrice,
    cashBackType: row.cashBackType,
    cashBackVal: row.cashBackVal,
    presentType: row.presentType,
    presentNum: row.presentNum,
    presentGoodNum: row.presentGoodNum,
    preGoodsSkus: row.preGoodsSkus,
    validEnd: row.validEnd ? row.validEnd.toISOString() : null,
  };
}

function toSummary(row: GoodsRow, goodsSkus: SkuRow[], rules: RuleRow[], names: Map<string, string>, lang: Lang): GoodsSummary {
  const skuList = goodsSkus.map((sku) => ({
    id: sku.id,
    skuDesc: pick(lang, sku.skuDescEn, sku.skuDescZh),
    skuPrice: sku.skuPrice,
    rules: rules.filter((rule) => rule.skuId === null || rule.skuId === sku.id).map(toPromotionRule),
  }));
  return {
    id: row.id,
    goodsId: row.id,
    itemno: row.itemno,
    title: pick(lang, row.titleEn, row.titleZh),
    harmonyTitle: row.harmonyTitle,
    secondTitle: pick(lang, row.secondTitleEn, row.secondTitleZh) || null,
    norms: skuList.map((sku) => sku.skuDesc).join(' / '),
    features: pick(lang, row.featuresEn, row.featuresZh) || null,
    applications: pick(lang, row.applicationsEn, row.applicationsZh) || null,
    species: pick(lang, row.speciesEn, row.speciesZh) || null,
    organ: pick(lang, row.organEn, row.organZh) || null,
    inventoryStatus: row.inventoryStatus,
    goodsIdentity: JSON.stringify(row.goodsIdentity),
    isRecommend: row.isRecommend,
    imgCover: row.imgCover,
    imgContent: JSON.stringify(row.imgContent.map((imgContent) => ({ imgContent }))),
    goodsCate: JSON.stringify([row.categoryPath]),
    goodsCateName: JSON.stringify([row.categoryPath.map((code) => names.get(code) ?? code)]),
    bindId: row.bindId,
    ifStatus: row.ifStatus,
    ifValue: row.ifValue,
    onShelfFlag: row.onShelfFlag,
    goodsType: row.goodsType,
    limitNum: row.limitNum,
    skus: skuList,
  };
}

async function withSkus(db: Db, rows: GoodsRow[], lang: Lang): Promise<GoodsSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [skuRows, ruleRows, names] = await Promise.all([
    db.select().from(skus).where(inArray(skus.goodsId, ids)).orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id)),
    db.select().from(promotionRules).where(inArray(promotionRules.goodsId, ids)),
    categoryNames(db, lang),
  ]);
  const skusByGoods = groupBy(skuRows, (sku) => sku.goodsId);
  const rulesByGoods = groupBy(ruleRows, (rule) => rule.goodsId);
  return rows.map((row) => toSummary(row, skusByGoods.get(row.id) ?? [], rulesByGoods.get(row.id) ?? [], names, lang));
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function listFilters(query: GoodsListQuery): SQL {
  const conditions: SQL[] = [arrayContains(goods.categoryPath, [query.goodsCate])];
  if (query.onShelfFlag) conditions.push(eq(goods.onShelfFlag, true));
  if (query.dictCode?.length) conditions.push(arrayOverlaps(goods.applicationCodes, query.dictCode));
  if (query.speciesDictCode?.length) conditions.push(arrayOverlaps(goods.speciesCodes, query.speciesDictCode));
  if (query.areaIds?.length) conditions.push(arrayOverlaps(goods.areaCodes, query.areaIds));
  if (query.labels?.length) conditions.push(arrayOverlaps(goods.labels, query.labels));
  return and(...conditions) as SQL;
}

function listOrder(query: GoodsListQuery): SQL[] {
  const direction = query.itemnoSort === 'desc' ? desc : asc;
  switch (query.orderBy) {
    case 'createdAt':
      return [desc(goods.createdAt), asc(goods.itemno)];
    case 'sort':
      return [asc(goods.sort), direction(goods.itemno)];
    default:
      // SPEC.md §9: the default sort is Cat. No. ascending.
      return [direction(goods.itemno)];
  }
}

/** A page of goods under a category (and all its descendants), with the total for the pager. */
export async function listGoods(db: Db, query: GoodsListQuery, lang: Lang): Promise<{ list: GoodsSummary[]; totalCount: number }> {
  const where = listFilters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goods)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(goods).where(where),
  ]);
  return { list: await withSkus(db, rows, lang), totalCount: Number(total?.n ?? 0) };
}

/** One goods item with its SKUs, promotions and documents, on shelf or not; null when unknown. */
export async function goodsDetail(db: Db, id: number, lang: Lang): Promise<GoodsDetail | null> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!row) return null;
  const [[summary], documents] = await Promise.all([
    withSkus(db, [row], lang),
    db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, id)).orderBy(asc(goodsDocuments.id)),
  ]);
  if (!summary) return null;
  return {
    ...summary,
    description: pick(lang, row.descriptionEn, row.descriptionZh) || null,
    // Favourites arrive with the accounts issue; until then nothing is collected.
    collected: 0,
    documents: documents.map((doc) => ({ attachmentId: doc.id, fileName: doc.fileName, url: doc.url })),
  };
}
