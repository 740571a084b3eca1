/**
 * The lots of the demo catalogue and their quality-control results (docs/product.md §2.7): a
 * sample of each kind of goods that has lots gets two to four lots made over the three years
 * before the catalogue's reference date, each with the tests of its kind. Batch numbers are
 * the Cat. No., the year and month of manufacture and a fill letter: 'AB10001-2406A'.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, lots, lotTests, skus } from '../db/schema';
import { insertInBatches } from './batch-insert';
import { REFERENCE_DATE } from './goods';
import { lotProfileOf } from './lot-profiles';
import { createRandom } from './random';

/** Share of the goods of a kind that get lots, and the most goods of one kind that do. */
const LOT_CHANCE = 0.25;
const MAX_GOODS_PER_KIND = 300;
const MONTHS_BACK = 36;

type LotRow = typeof lots.$inferInsert;
type LotTestRow = typeof lotTests.$inferInsert;

interface GoodsForLots {
  id: number;
  itemno: string;
  sizeEn: string | null;
  sizeZh: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date `monthsBack` whole months before the reference date, on `day`. */
function monthBefore(monthsBack: number, day: number): { year: number; month: number; day: number } {
  const reference = new Date(REFERENCE_DATE);
  const index = reference.getUTCFullYear() * 12 + reference.getUTCMonth() - monthsBack;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day };
}

function addMonths(date: { year: number; month: number; day: number }, months: number): string {
  const index = date.year * 12 + date.month - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(date.day)}`;
}

/** Pure: the same goods give the same lots, ids included. */
function generateLots(goodsRows: readonly GoodsForLots[]): { lots: LotRow[]; tests: LotTestRow[] } {
  const random = createRandom('lots');
  const perKind = new Map<string, number>();
  const lotRows: LotRow[] = [];
  const testRows: LotTestRow[] = [];
  for (const item of goodsRows) {
    const kind = lotProfileOf(item.itemno);
    if (!kind) continue;
    const taken = perKind.get(kind.prefix) ?? 0;
    // The first goods of a kind always get lots, so even a small catalogue has some of each kind.
    if (taken >= MAX_GOODS_PER_KIND || (taken > 0 && !random.chance(LOT_CHANCE))) continue;
    perKind.set(kind.prefix, taken + 1);
    const { profile } = kind;
    const months = random
      .sample(
        Array.from({ length: MONTHS_BACK }, (_, i) => i + 1),
        random.int(2, 4),
      )
      .sort((a, b) => b - a);
    for (const monthsBack of months) {
      const made = monthBefore(monthsBack, random.int(1, 28));
      const batch = `${item.itemno}-${String(made.year).slice(2)}${pad(made.month)}${random.pick(['A', 'A', 'A', 'B', 'C'])}`.toUpperCase();
      const id = lotRows.length + 1;
      lotRows.push({
        id,
        goodsId: item.id,
        itemno: item.itemno,
        batch,
        manufacturedOn: addMonths(made, 0),
        expiresOn: addMonths(made, profile.shelfLifeMonths),
        sizeEn: item.sizeEn ?? '1 unit',
        sizeZh: item.sizeZh ?? '1 个',
        quantity: random.int(...profile.units),
        storageEn: profile.storage.en,
        storageZh: profile.storage.zh,
      });
      profile.tests(random).forEach((test, i) =>
        testRows.push({
          lotId: id,
          sort: i + 1,
          testEn: test.test.en,
          testZh: test.test.zh,
          specificationEn: test.specification.en,
          specificationZh: test.specification.zh,
          resultEn: test.result.en,
          resultZh: test.result.zh,
          // Only lots that passed every test are released, so only they have certificates.
          passed: true,
        }),
      );
    }
  }
  return { lots: lotRows, tests: testRows };
}

/** Inserts the lots of the goods already in the catalogue; answers how many lots. */
export async function insertLots(db: Db): Promise<number> {
  const rows = await db
    .select({ id: goods.id, itemno: goods.itemno, sizeEn: skus.skuDescEn, sizeZh: skus.skuDescZh })
    .from(goods)
    .leftJoin(skus, and(eq(skus.goodsId, goods.id), eq(skus.sort, 1)))
    .orderBy(asc(goods.id));
  const generated = generateLots(rows);
  await insertInBatches(db, lots, generated.lots);
  await insertInBatches(db, lotTests, generated.tests);
  // Ids were given explicitly so tests could name their lot; later lots continue after them.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('lots', 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM lots`);
  return generated.lots.length;
}
