/** Lots and their QC results, read for the COA lookup and the certificate (docs/product.md §2.7). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, lots, lotTests } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { CoaLot, CoaTest } from '../../contract/coa';

/** The lots of a batch number, narrowed to one Cat. No. when given; case does not matter. */
export async function findLots(db: Db, batch: string, itemno: string | undefined, lang: Lang): Promise<CoaLot[]> {
  const where = and(eq(lots.batch, batch.toUpperCase()), itemno ? eq(sql`upper(${lots.itemno})`, itemno.toUpperCase()) : undefined);
  return lotsWhere(db, where, lang);
}

/** One lot by id, or null. Certificates stay available when the goods item is off shelf: buyers of earlier lots need them. */
export async function lotById(db: Db, id: number, lang: Lang): Promise<CoaLot | null> {
  const [lot] = await lotsWhere(db, eq(lots.id, id), lang);
  return lot ?? null;
}

async function lotsWhere(db: Db, where: ReturnType<typeof and>, lang: Lang): Promise<CoaLot[]> {
  const rows = await db
    .select({ lot: lots, titleEn: goods.titleEn, titleZh: goods.titleZh, onShelfFlag: goods.onShelfFlag })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .where(where)
    .orderBy(asc(lots.itemno), asc(lots.id))
    .limit(20);
  if (rows.length === 0) return [];
  const tests = await db
    .select()
    .from(lotTests)
    .where(
      inArray(
        lotTests.lotId,
        rows.map(({ lot }) => lot.id),
      ),
    )
    .orderBy(asc(lotTests.lotId), asc(lotTests.sort));
  const testsOf = new Map<number, CoaTest[]>();
  for (const test of tests) {
    const list = testsOf.get(test.lotId) ?? [];
    list.push({
      test: pick(lang, test.testEn, test.testZh),
      specification: pick(lang, test.specificationEn, test.specificationZh),
      result: pick(lang, test.resultEn, test.resultZh),
      passed: test.passed,
    });
    testsOf.set(test.lotId, list);
  }
  return rows.map(({ lot, titleEn, titleZh, onShelfFlag }) => ({
    id: lot.id,
    goodsId: lot.goodsId,
    itemno: lot.itemno,
    title: pick(lang, titleEn, titleZh),
    onShelfFlag,
    batch: lot.batch,
    manufactureDate: lot.manufacturedOn,
    expiryDate: lot.expiresOn,
    size: pick(lang, lot.sizeEn, lot.sizeZh),
    quantity: lot.quantity,
    storage: pick(lang, lot.storageEn, lot.storageZh),
    tests: testsOf.get(lot.id) ?? [],
  }));
}
