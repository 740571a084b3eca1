/**
 * Recommended media for common cell lines (/mediumRecommendation, docs/product.md §2.4 item 4): each
 * line with its usual medium and serum, the medium's goods, and the line's own complete medium.
 */
import { asc, ilike, inArray, or, sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { cellLines, sysDicts } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { summariesByIds, type GoodsSummary } from '../goods/goods-summary';
import type { CellLineRecommendation } from '../../contract/finder';
export type { CellLineRecommendation } from '../../contract/finder';

/** Goods of the recommended medium shown per cell line. */
export const MEDIUM_GOODS_PER_LINE = 6;
/** Where the ready-to-use media for one cell line are filed; their harmonyTitle is the line's name. */
export const COMPLETE_MEDIA_CATEGORY = 'CP001015001164001';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The first on-shelf goods of each medium, Cat. No. order: one bounded probe per medium on the medium_code index. */
async function goodsByMedium(db: Db, codes: string[]): Promise<Map<string, number[]>> {
  const result = await db.execute(sql`
    SELECT medium.code, ARRAY(
      SELECT id FROM goods WHERE medium_code = medium.code AND on_shelf_flag ORDER BY itemno LIMIT ${MEDIUM_GOODS_PER_LINE}
    ) AS ids
    FROM unnest(${textArray(codes)}) AS medium(code)`);
  return new Map(rowsOf<{ code: string; ids: (number | string)[] }>(result).map((row) => [row.code, row.ids.map(Number)]));
}

/** Each line's complete medium: the first on-shelf one by Cat. No. */
async function completeMediumByLine(db: Db, names: string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (harmony_title) harmony_title AS name, id FROM goods
    WHERE category_path @> ${textArray([COMPLETE_MEDIA_CATEGORY])} AND on_shelf_flag AND harmony_title = ANY(${textArray(names)})
    ORDER BY harmony_title, itemno`);
  return new Map(rowsOf<{ name: string; id: number | string }>(result).map((row) => [row.name, Number(row.id)]));
}

/** The cell lines in their order, those whose name or description (either language) holds `search` when given. */
export async function mediumRecommendations(db: Db, search: string | undefined, lang: Lang): Promise<CellLineRecommendation[]> {
  const pattern = search ? containing(search) : undefined;
  const lines = await db
    .select()
    .from(cellLines)
    .where(pattern ? or(ilike(cellLines.name, pattern), ilike(cellLines.descriptionEn, pattern), ilike(cellLines.descriptionZh, pattern)) : undefined)
    .orderBy(asc(cellLines.sort), asc(cellLines.id));
  if (lines.length === 0) return [];

  const [names, byMedium, complete] = await Promise.all([
    db
      .select()
      .from(sysDicts)
      .where(inArray(sysDicts.dictType, ['medium', 'growthMode'])),
    goodsByMedium(db, [...new Set(lines.map((line) => line.mediumCode))]),
    completeMediumByLine(
      db,
      lines.map((line) => line.name),
    ),
  ]);
  const nameOf = (dictType: string, code: string) => {
    const row = names.find((entry) => entry.dictType === dictType && entry.dictCode === code);
    return row ? pick(lang, row.dictValueEn, row.dictValueZh) : code;
  };
  const summaries = await summariesByIds(db, [...new Set([...[...byMedium.values()].flat(), ...complete.values()])], lang);
  const byId = new Map(summaries.map((item) => [item.id, item]));

  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    description: pick(lang, line.descriptionEn, line.descriptionZh),
    species: pick(lang, line.speciesEn, line.speciesZh),
    tissue: pick(lang, line.tissueEn, line.tissueZh),
    growth: nameOf('growthMode', line.growth),
    serum: pick(lang, line.serumEn, line.serumZh),
    medium: { code: line.mediumCode, name: nameOf('medium', line.mediumCode) },
    goods: (byMedium.get(line.mediumCode) ?? []).map((id) => byId.get(id)).filter((item): item is GoodsSummary => item !== undefined),
    completeMedium: byId.get(complete.get(line.name) ?? 0) ?? null,
  }));
}
