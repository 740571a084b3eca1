/**
 * The mega-menu and the home page's featured menus (docs/product.md §2.4 item 1): each product
 * category with its sub-categories and up to 6 featured goods (docs/product.md §9).
 */
import { sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { menuChildren, subtreeCodes, type CategoryBrief } from './category-briefs';
import { topGoodsIds } from './goods-per-category';
import type { MenuGoods, MenuSubCategory, MenuEntry } from '../../contract/catalogue';
import { CATEGORY } from '../../contract/categories';
export type { MenuEntry } from '../../contract/catalogue';

/** The menu covers the product tree. */

function toSubCategory({ id, dictValue, pids, linkUrl, recordTotalNums }: CategoryBrief): MenuSubCategory {
  return { id, dictValue, pids, linkUrl, recordTotalNums };
}

async function menuGoods(db: Db, ids: number[], lang: Lang): Promise<Map<number, MenuGoods>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: goods.id,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      imgCover: goods.imgCover,
      goodsIdentity: goods.goodsIdentity,
    })
    .from(goods)
    .where(sql`${goods.id} = ANY(${bigintArray(ids)})`);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, itemno: row.itemno, title: pick(lang, row.titleEn, row.titleZh), imgCover: row.imgCover, goodsIdentity: JSON.stringify(row.goodsIdentity) },
    ]),
  );
}

/** The menu entries in menu order, or only the entry `id`; null when `id` is not a menu entry. */
export async function indexMenu(db: Db, query: { id?: string; limit: number }, lang: Lang): Promise<MenuEntry[] | null> {
  const all = (await menuChildren(db, CATEGORY.PRODUCTS, lang)) ?? [];
  const sections = query.id === undefined ? all : all.filter((section) => section.id === query.id);
  if (query.id !== undefined && sections.length === 0) return null;
  const [codes, childLists] = await Promise.all([
    subtreeCodes(
      db,
      sections.map((section) => section.id),
    ),
    Promise.all(sections.map((section) => menuChildren(db, section.id, lang))),
  ]);
  const idsByCode = await topGoodsIds(db, {
    sections: sections.map((section) => ({ key: section.id, codes: codes.get(section.id) ?? [] })),
    order: 'featured',
    limit: query.limit,
    onShelfOnly: true,
  });
  const goodsById = await menuGoods(db, [...idsByCode.values()].flat(), lang);
  return sections.map((section, i) => ({
    id: section.id,
    dictValue: section.dictValue,
    linkUrl: section.linkUrl,
    pids: section.pids,
    children: (childLists[i] ?? []).map(toSubCategory),
    goodsList: (idsByCode.get(section.id) ?? []).map((id) => goodsById.get(id)).filter((item): item is MenuGoods => item !== undefined),
  }));
}
