/**
 * The feed behind the storefront's Google Merchant feeds (docs/product.md §15.2): on-shelf goods
 * still sold that have a priced SKU, by keyset pages, each SKU priced by the one pricing rule
 * (contract/pricing.ts) as the goods page prices it. Built for 100,000+ goods: no OFFSET, three
 * queries per page (goods, their SKUs, their rules), the goods read without their filter arrays.
 */
import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import { columnsOf } from '../db/columns';
import type { Db } from '../db/client';
import { goods, skus } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { NOT_SOLD } from '../orders/not-sold';
import { rulesOf, toPriceRule } from '../orders/pricing';
import { priceLine, toYuan } from '../../contract/pricing';
import type { MerchantFeedPage } from '../../contract/sitemap';

const feedColumns = columnsOf(goods, [
  'id',
  'itemno',
  'titleEn',
  'titleZh',
  'secondTitleEn',
  'secondTitleZh',
  'featuresEn',
  'featuresZh',
  'descriptionEn',
  'descriptionZh',
  'inventoryStatus',
  'leadTimeMaxDays',
  'imgCover',
  'imgContent',
]);

/** A SKU without a price (0) is asked for by inquiry, not offered: Google refuses a zero price. */
const priced = sql`${skus.skuPrice} > 0`;
const SERVICE_ROOT = 'FW';

export async function merchantFeed(db: Db, afterId: number, limit: number, lang: Lang, now = new Date()): Promise<MerchantFeedPage> {
  const rows = await db
    .select(feedColumns)
    .from(goods)
    .where(
      and(
        eq(goods.onShelfFlag, true),
        notInArray(goods.inventoryStatus, [...NOT_SOLD]),
        gt(goods.id, afterId),
        // Testing services (the FW root, docs/product.md §3.1) are not goods Google Shopping takes.
        sql`NOT (${SERVICE_ROOT} = ANY(${goods.categoryPath}))`,
        sql`EXISTS (SELECT 1 FROM ${skus} WHERE ${skus.goodsId} = ${goods.id} AND ${priced})`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [skuRows, rules] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(skus)
          .where(and(sql`${skus.goodsId} = ANY(${bigintArray(ids)})`, priced))
          .orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id))
      : [],
    rulesOf(db, ids),
  ]);
  const skusByGoods = new Map<number, (typeof skuRows)[number][]>();
  for (const sku of skuRows) skusByGoods.set(sku.goodsId, [...(skusByGoods.get(sku.goodsId) ?? []), sku]);

  const list = rows.map((row) => ({
    id: row.id,
    itemno: row.itemno,
    title: pick(lang, row.titleEn, row.titleZh),
    secondTitle: pick(lang, row.secondTitleEn, row.secondTitleZh) || null,
    features: pick(lang, row.featuresEn, row.featuresZh) || null,
    description: pick(lang, row.descriptionEn, row.descriptionZh) || null,
    inventoryStatus: row.inventoryStatus,
    leadTimeMaxDays: row.leadTimeMaxDays,
    images: [...new Set([row.imgCover, ...row.imgContent].map((address) => address?.trim() ?? '').filter(Boolean))],
    skus: (skusByGoods.get(row.id) ?? []).map((sku) => {
      // A rule with a SKU applies to that SKU only (server/orders/pricing.ts).
      const skuRules = (rules.get(row.id) ?? []).filter((rule) => rule.skuId === null || rule.skuId === sku.id).map(toPriceRule);
      const line = priceLine({ goodsId: row.id, skuId: sku.id, listPrice: sku.skuPrice, quantity: 1, rules: skuRules, at: now });
      return {
        id: sku.id,
        skuDesc: pick(lang, sku.skuDescEn, sku.skuDescZh),
        listPrice: toYuan(line.unitListFen),
        netPrice: toYuan(line.unitNetFen),
        netPriceEndsAt: line.priceEndsAt || null,
      };
    }),
  }));
  const last = list.at(-1);
  return { list, nextAfterId: list.length === limit && last ? last.id : null, pricedAt: now.toISOString() };
}
