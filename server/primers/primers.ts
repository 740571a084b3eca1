/** The primer library's search (docs/product.md §2.7): keyword, species, pages. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, primers } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { Primer } from '../../contract/coa';
import type { PrimerSpecies } from '../../contract/coa-limits';

export interface PrimerQuery {
  keyword?: string;
  species?: PrimerSpecies;
  page: number;
  limit: number;
}

/** LIKE's own wildcards in a keyword are literal text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Every word of the keyword must appear in the symbol, either name or the accession. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  const words = (keyword ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ilike(primers.gene, likeText(word)),
        ilike(primers.geneNameEn, likeText(word)),
        ilike(primers.geneNameZh, likeText(word)),
        ilike(primers.accession, likeText(word)),
      ),
    ),
  );
}

export async function searchPrimers(db: Db, query: PrimerQuery, lang: Lang): Promise<{ list: Primer[]; totalCount: number }> {
  const where = and(keywordWhere(query.keyword), query.species ? eq(primers.species, query.species) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ primer: primers, goodsItemno: goods.itemno })
      .from(primers)
      .leftJoin(goods, and(eq(goods.id, primers.goodsId), eq(goods.onShelfFlag, true)))
      .where(where)
      .orderBy(asc(primers.sort), asc(primers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(primers)
      .where(where),
  ]);
  return {
    list: rows.map(({ primer, goodsItemno }) => ({
      id: primer.id,
      gene: primer.gene,
      geneName: pick(lang, primer.geneNameEn, primer.geneNameZh),
      species: primer.species as PrimerSpecies,
      application: primer.application,
      accession: primer.accession,
      forward: primer.forward,
      reverse: primer.reverse,
      ampliconLength: primer.ampliconLength,
      forwardTm: Number(primer.forwardTm),
      reverseTm: Number(primer.reverseTm),
      // An off-shelf goods item is not linked: its page answers 404.
      goodsId: goodsItemno ? primer.goodsId : null,
      goodsItemno: goodsItemno ?? null,
    })),
    totalCount: Number(total?.n ?? 0),
  };
}
