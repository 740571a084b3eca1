/**
 * Goods as every list and the detail send them (docs/product.md §3): localised under the contract's field
 * names, with the JSON-string fields (goodsIdentity, imgContent, goodsCate, goodsCateName) the
 * supplier's backend uses, so the storefront reads our API and theirs alike.
 */
import { asc, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import { columnsOf } from '../db/columns';
import type { Db } from '../db/client';
import { goods, promotionRules, skus } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { categoryNames } from '../catalogue/categories';
import { giftGoodsNames, giftKey, giftRefsOf, type GiftGoodsName } from './gift-goods';
import type { PromotionRule, GoodsSummary } from '../../contract/goods';
export type { GoodsSummary } from '../../contract/goods';

type GoodsRow = typeof goods.$inferSelect;
/**
 * The goods columns a summary is built from. Only these are read for lists: PGlite decodes
 * every column of every row in JavaScript, and the filter arrays and long descriptions would
 * double the cost of a 10,000-row table.
 */
export const summaryColumns = columnsOf(goods, [
  'id',
  'itemno',
  'titleEn',
  'titleZh',
  'secondTitleEn',
  'secondTitleZh',
  'harmonyTitle',
  'featuresEn',
  'featuresZh',
  'applicationsEn',
  'applicationsZh',
  'speciesEn',
  'speciesZh',
  'organEn',
  'organZh',
  'inventoryStatus',
  'leadTimeMinDays',
  'leadTimeMaxDays',
  'goodsIdentity',
  'isRecommend',
  'imgCover',
  'imgContent',
  'categoryPath',
  'bindId',
  'labels',
  'ifStatus',
  'ifValue',
  'citationCount',
  'onShelfFlag',
  'goodsType',
  'limitNum',
  'updatedAt',
]);

/** What a summary is built from; a full goods row will do too. */
export type SummaryRow = Pick<GoodsRow, keyof typeof summaryColumns>;

type SkuRow = typeof skus.$inferSelect;
type RuleRow = typeof promotionRules.$inferSelect;

/** A rule as the contract carries it; its gift goods named in `lang`, those no longer givable left out. */
function toPromotionRule(row: RuleRow, gifts: Map<string, GiftGoodsName>, lang: Lang): PromotionRule {
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
    preGoodsSkus:
      row.preGoodsSkus?.flatMap((ref) => {
        const gift = gifts.get(giftKey(ref));
        return gift
          ? [{ ...ref, title: pick(lang, gift.titleEn, gift.titleZh), itemno: gift.itemno, skuDesc: pick(lang, gift.skuDescEn, gift.skuDescZh) }]
          : [];
      }) ?? null,
    validStart: row.validStart ? row.validStart.toISOString() : null,
    validEnd: row.validEnd ? row.validEnd.toISOString() : null,
  };
}

interface SummaryNames {
  categories: Map<string, string>;
  gifts: Map<string, GiftGoodsName>;
}

function toSummary(row: SummaryRow, goodsSkus: SkuRow[], rules: RuleRow[], names: SummaryNames, lang: Lang): GoodsSummary {
  const skuList = goodsSkus.map((sku) => ({
    id: sku.id,
    skuDesc: pick(lang, sku.skuDescEn, sku.skuDescZh),
    skuPrice: sku.skuPrice,
    rules: rules.filter((rule) => rule.skuId === null || rule.skuId === sku.id).map((rule) => toPromotionRule(rule, names.gifts, lang)),
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
    leadTimeMinDays: row.leadTimeMinDays,
    leadTimeMaxDays: row.leadTimeMaxDays,
    goodsIdentity: JSON.stringify(row.goodsIdentity),
    isRecommend: row.isRecommend,
    imgCover: row.imgCover,
    imgContent: JSON.stringify(row.imgContent.map((imgContent) => ({ imgContent }))),
    goodsCate: JSON.stringify([row.categoryPath]),
    goodsCateName: JSON.stringify([row.categoryPath.map((code) => names.categories.get(code) ?? code)]),
    bindId: row.bindId,
    labels: row.labels,
    ifStatus: row.ifStatus,
    ifValue: row.ifValue,
    citationCount: row.citationCount,
    onShelfFlag: row.onShelfFlag,
    goodsType: row.goodsType,
    limitNum: row.limitNum,
    updatedAt: row.updatedAt.toISOString(),
    skus: skuList,
  };
}

/** Summaries of goods rows in their given order, with SKUs and rules read in two queries for all of them. */
export async function withSkus(db: Db, rows: SummaryRow[], lang: Lang): Promise<GoodsSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [skuRows, ruleRows, categories] = await Promise.all([
    db
      .select()
      .from(skus)
      .where(sql`${skus.goodsId} = ANY(${bigintArray(ids)})`)
      .orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id)),
    db
      .select()
      .from(promotionRules)
      .where(sql`${promotionRules.goodsId} = ANY(${bigintArray(ids)})`),
    categoryNames(db, lang),
  ]);
  const gifts = await giftGoodsNames(db, giftRefsOf(ruleRows));
  const skusByGoods = groupBy(skuRows, (sku) => sku.goodsId);
  const rulesByGoods = groupBy(ruleRows, (rule) => rule.goodsId);
  return rows.map((row) => toSummary(row, skusByGoods.get(row.id) ?? [], rulesByGoods.get(row.id) ?? [], { categories, gifts }, lang));
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

/** Summaries of the goods with these ids, in the order of `ids` (for queries that rank ids first). */
export async function summariesByIds(db: Db, ids: readonly number[], lang: Lang): Promise<GoodsSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(goods)
    .where(sql`${goods.id} = ANY(${bigintArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is SummaryRow => row !== undefined);
  return withSkus(db, ordered, lang);
}
