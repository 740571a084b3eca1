/**
 * The primer library (docs/product.md §2.7): the published pairs of primer-pairs.ts with their
 * melting temperatures, each linked to the catalogue's first antibody against the same target
 * when the catalogue has one.
 */
import { and, asc, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, primers } from '../db/schema';
import { primerPairs } from './primer-pairs';
import { meltingTemperature } from './primer-tm';

type PrimerRow = typeof primers.$inferInsert;

/** Pure: the rows of the library, given the goods id of an antibody per upper-case target symbol. */
function primerRows(antibodyByTarget: ReadonlyMap<string, number>): PrimerRow[] {
  return primerPairs.map((pair, i) => ({
    gene: pair.gene,
    geneNameEn: pair.en,
    geneNameZh: pair.zh,
    species: pair.species,
    application: pair.application,
    accession: pair.accession,
    forward: pair.forward,
    reverse: pair.reverse,
    ampliconLength: pair.amplicon,
    forwardTm: meltingTemperature(pair.forward),
    reverseTm: meltingTemperature(pair.reverse),
    goodsId: antibodyByTarget.get(pair.gene.toUpperCase()) ?? null,
    sort: i + 1,
  }));
}

export async function insertPrimers(db: Db): Promise<number> {
  const targets = [...new Set(primerPairs.map((pair) => pair.gene.toUpperCase()))];
  // Primary antibodies (Cat. No. AB…) name their target in harmonyTitle.
  const antibodies = await db
    .select({ id: goods.id, target: goods.harmonyTitle })
    .from(goods)
    .where(and(like(goods.itemno, 'AB%'), inArray(goods.harmonyTitle, targets)))
    .orderBy(asc(goods.id));
  const byTarget = new Map<string, number>();
  for (const { id, target } of antibodies) if (target && !byTarget.has(target)) byTarget.set(target, id);
  const rows = primerRows(byTarget);
  await db.insert(primers).values(rows);
  return rows.length;
}
