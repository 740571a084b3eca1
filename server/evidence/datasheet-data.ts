/** What a goods item's datasheet is written from (docs/product.md §2.6 datasheets). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsCitations, goodsDocuments, skus, sysDicts } from '../db/schema';

/** References printed on a datasheet; the goods page lists them all. */
const DATASHEET_REFERENCES = 12;

export interface DatasheetData {
  itemno: string;
  title: { en: string; zh: string };
  secondTitle: { en: string | null; zh: string | null };
  features: { en: string | null; zh: string | null };
  description: { en: string; zh: string };
  /** Application codes with their names. */
  applications: { code: string; en: string; zh: string }[];
  species: { code: string; en: string; zh: string }[];
  labels: string[];
  /** The target's gene symbol (harmony title) of an antibody. */
  symbol: string | null;
  sizes: { en: string; zh: string; priceCny: number }[];
  citationCount: number;
  references: { authors: string; title: string; journal: string; year: number; pmid: string; application: string }[];
  updatedAt: Date;
}

async function names(db: Db, dictType: string, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: sysDicts.dictCode, en: sysDicts.dictValueEn, zh: sysDicts.dictValueZh })
    .from(sysDicts)
    .where(and(eq(sysDicts.dictType, dictType), inArray(sysDicts.dictCode, codes)));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.map((code) => byCode.get(code) ?? { code, en: code, zh: code });
}

/** The datasheet of the stored document /files/docs/<storedName>; null when no goods item has it. */
export async function datasheetData(db: Db, storedName: string): Promise<DatasheetData | null> {
  const [row] = await db
    .select({ goods })
    .from(goodsDocuments)
    .innerJoin(goods, eq(goods.id, goodsDocuments.goodsId))
    .where(eq(goodsDocuments.url, `/files/docs/${storedName}`))
    .limit(1);
  if (!row) return null;
  const item = row.goods;
  const [sizes, references, applications, species] = await Promise.all([
    db.select().from(skus).where(eq(skus.goodsId, item.id)).orderBy(asc(skus.sort), asc(skus.id)),
    db
      .select()
      .from(goodsCitations)
      .where(eq(goodsCitations.goodsId, item.id))
      .orderBy(desc(goodsCitations.year), asc(goodsCitations.pmid))
      .limit(DATASHEET_REFERENCES),
    names(db, 'applications', item.applicationCodes),
    names(db, 'species', item.speciesCodes),
  ]);
  return {
    itemno: item.itemno,
    title: { en: item.titleEn, zh: item.titleZh },
    secondTitle: { en: item.secondTitleEn, zh: item.secondTitleZh },
    features: { en: item.featuresEn, zh: item.featuresZh },
    description: { en: item.descriptionEn ?? '', zh: item.descriptionZh ?? '' },
    applications,
    species,
    labels: item.labels,
    symbol: item.harmonyTitle,
    sizes: sizes.map((sku) => ({ en: sku.skuDescEn, zh: sku.skuDescZh, priceCny: sku.skuPrice })),
    citationCount: item.citationCount,
    references: references.map((ref) => ({
      authors: ref.authors,
      title: ref.title,
      journal: ref.journal,
      year: ref.year,
      pmid: ref.pmid,
      application: ref.applicationCode,
    })),
    updatedAt: item.updatedAt,
  };
}
