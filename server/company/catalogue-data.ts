/**
 * The product catalogues of the data centre (docs/product.md §2.4 item 7): which categories each
 * catalogue covers, and the on-shelf goods it lists — by category, with every size and its price.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, goods, skus } from '../db/schema';
import { CATEGORY } from '../../contract/categories';

/** A catalogue lists at most this many goods: a printed catalogue's size; the website lists the rest. */
const CATALOGUE_MAX_GOODS = 2_000;

interface Bilingual {
  en: string;
  zh: string;
}

/** The data centre's catalogues by file name (/files/data-center/<name>.pdf), with the categories each lists. */
export const CATALOGUES: Record<string, { title: Bilingual; roots: readonly string[] }> = {
  'antibody-catalogue-2026': {
    title: { en: 'Antibody catalogue 2026', zh: '2026 抗体产品目录' },
    roots: [CATEGORY.ANTIBODIES, CATEGORY.ANTIBODIES_SECONDARY, CATEGORY.ANTIBODIES_OTHER],
  },
  'cell-culture-catalogue-2026': {
    title: { en: 'Cell culture catalogue 2026', zh: '2026 细胞培养产品目录' },
    // Media, sera and supplements; the reagents and the vessels for cell culture.
    roots: [CATEGORY.CULTURE_MEDIUM, `${CATEGORY.REAGENTS}004`, `${CATEGORY.CONSUMABLES}003`],
  },
  'reagents-catalogue-2026': {
    title: { en: 'Reagents and consumables catalogue 2026', zh: '2026 试剂与耗材目录' },
    roots: [CATEGORY.REAGENTS, CATEGORY.RECOMBINANT, CATEGORY.CONSUMABLES],
  },
  'services-brochure-2026': {
    title: { en: 'Services brochure 2026', zh: '2026 技术服务手册' },
    roots: [CATEGORY.SERVICES],
  },
};

export interface CatalogueGoods {
  itemno: string;
  title: Bilingual;
  sizes: (Bilingual & { priceCny: number })[];
}

interface CatalogueSection {
  category: Bilingual;
  goods: CatalogueGoods[];
}

export interface CatalogueData {
  name: string;
  title: Bilingual;
  sections: CatalogueSection[];
  /** On-shelf goods in the catalogue's categories; more than it lists when over CATALOGUE_MAX_GOODS. */
  totalGoods: number;
}

/** The catalogue of this data-centre file name; null when the name is no catalogue. */
export async function catalogueData(db: Db, name: string, maxGoods = CATALOGUE_MAX_GOODS): Promise<CatalogueData | null> {
  const catalogue = Object.hasOwn(CATALOGUES, name) ? CATALOGUES[name] : undefined;
  if (!catalogue) return null;
  const roots = sql`ARRAY[${sql.join(
    catalogue.roots.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  const where = and(eq(goods.onShelfFlag, true), sql`${goods.categoryPath} && ${roots}`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: goods.id,
        itemno: goods.itemno,
        titleEn: goods.titleEn,
        titleZh: goods.titleZh,
        categoryId: goods.categoryId,
        nameEn: categories.dictValueEn,
        nameZh: categories.dictValueZh,
        categorySort: categories.sort,
      })
      .from(goods)
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .where(where)
      .orderBy(asc(goods.categoryPath), asc(goods.itemno))
      .limit(maxGoods),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(where),
  ]);
  const sizesOf = new Map<number, CatalogueGoods['sizes']>();
  for (let start = 0; start < rows.length; start += 500) {
    const ids = rows.slice(start, start + 500).map((row) => row.id);
    const sizeRows = await db.select().from(skus).where(inArray(skus.goodsId, ids)).orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id));
    for (const sku of sizeRows)
      sizesOf.set(sku.goodsId, [...(sizesOf.get(sku.goodsId) ?? []), { en: sku.skuDescEn, zh: sku.skuDescZh, priceCny: sku.skuPrice }]);
  }
  const sections: CatalogueSection[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (!section || section.category.en !== (row.nameEn ?? row.categoryId)) {
      section = { category: { en: row.nameEn ?? row.categoryId, zh: row.nameZh ?? row.nameEn ?? row.categoryId }, goods: [] };
      sections.push(section);
    }
    section.goods.push({ itemno: row.itemno, title: { en: row.titleEn, zh: row.titleZh }, sizes: sizesOf.get(row.id) ?? [] });
  }
  return { name, title: catalogue.title, sections, totalGoods: Number(total?.n ?? 0) };
}
