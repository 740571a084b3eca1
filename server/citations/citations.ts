/** The publications citing a goods item, newest first, optionally of one application (docs/product.md §2.6). */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsCitations, sysDicts } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { CitationPage } from '../../contract/citations';

export interface CitationQuery {
  goodsId: number;
  application?: string;
  page: number;
  limit: number;
}

/** Names of dictionary codes of one type in the caller's language; a code without a name names itself. */
async function dictionaryNames(db: Db, dictType: string, codes: string[], lang: Lang): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: sysDicts.dictCode, en: sysDicts.dictValueEn, zh: sysDicts.dictValueZh })
    .from(sysDicts)
    .where(and(eq(sysDicts.dictType, dictType), inArray(sysDicts.dictCode, codes)));
  return new Map(rows.map((row) => [row.code, pick(lang, row.en, row.zh)]));
}

/** One page of the item's citations; null when no goods item has the id. */
export async function citationPage(db: Db, query: CitationQuery, lang: Lang): Promise<CitationPage | null> {
  const [item] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, query.goodsId)).limit(1);
  return item ? citationsOf(db, query, lang) : null;
}

/** One page of the citations of a goods item known to exist. */
export async function citationsOf(db: Db, query: CitationQuery, lang: Lang): Promise<CitationPage> {
  const ofGoods = eq(goodsCitations.goodsId, query.goodsId);
  const where = query.application ? and(ofGoods, eq(goodsCitations.applicationCode, query.application)) : ofGoods;
  const [rows, perApplication] = await Promise.all([
    db
      .select()
      .from(goodsCitations)
      .where(where)
      .orderBy(desc(goodsCitations.year), asc(goodsCitations.pmid))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ code: goodsCitations.applicationCode, n: count() }).from(goodsCitations).where(ofGoods).groupBy(goodsCitations.applicationCode),
  ]);
  const [applicationNames, speciesNames] = await Promise.all([
    dictionaryNames(
      db,
      'applications',
      perApplication.map((row) => row.code),
      lang,
    ),
    dictionaryNames(db, 'species', [...new Set(rows.map((row) => row.speciesCode))], lang),
  ]);
  const applications = perApplication
    .map((row) => ({ code: row.code, name: applicationNames.get(row.code) ?? row.code, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  const citationCount = applications.reduce((sum, row) => sum + row.count, 0);
  return {
    list: rows.map((row) => ({
      id: row.id,
      pmid: row.pmid,
      authors: row.authors,
      title: row.title,
      journal: row.journal,
      year: row.year,
      application: { code: row.applicationCode, name: applicationNames.get(row.applicationCode) ?? row.applicationCode },
      species: { code: row.speciesCode, name: speciesNames.get(row.speciesCode) ?? row.speciesCode },
    })),
    totalCount: query.application ? (applications.find((row) => row.code === query.application)?.count ?? 0) : citationCount,
    citationCount,
    applications,
  };
}
