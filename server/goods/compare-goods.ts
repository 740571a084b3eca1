/**
 * Goods side by side (docs/product.md §2.12): the summaries of up to four goods in the order asked,
 * each with its validation figures (antibodies only), and the ids no goods item has. Off-shelf
 * goods are answered, marked onShelfFlag false, so the compare page can name what it leaves out.
 */
import { sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { FIGURE_SOURCE_COLUMNS, figuresOf } from '../evidence/validation-figures';
import { summariesByIds } from './goods-summary';
import type { CompareGoodsAnswer } from '../../contract/compare';

export async function compareGoods(db: Db, goodsIds: readonly number[], lang: Lang): Promise<CompareGoodsAnswer> {
  const [summaries, sources] = await Promise.all([
    summariesByIds(db, goodsIds, lang),
    db
      .select({ id: goods.id, ...FIGURE_SOURCE_COLUMNS })
      .from(goods)
      .where(sql`${goods.id} = ANY(${bigintArray(goodsIds)})`),
  ]);
  const sourceById = new Map(sources.map((source) => [source.id, source]));
  const list = await Promise.all(
    summaries.map(async (summary) => {
      const source = sourceById.get(summary.id);
      return { ...summary, figures: source ? await figuresOf(db, source, lang) : [] };
    }),
  );
  const known = new Set(summaries.map((summary) => summary.id));
  return { list, unknown: goodsIds.filter((id) => !known.has(id)) };
}
