/**
 * Every goods item has a datasheet (docs/product.md §2.6): a goods item without a `…-datasheet.pdf`
 * document gets one, named after its target (harmony title) and Cat. No. The PDF itself is written
 * from the goods data on its first download (server/evidence/datasheets.ts), in English and Chinese.
 * Run after the seed, after an import and at start-up (a database seeded or imported earlier); a
 * second run adds nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Inserts a datasheet row for each goods item that has none. */
const insertMissing = sql`
    INSERT INTO goods_documents (goods_id, file_name, url, downloads)
    SELECT g.id, named.file_name, '/files/docs/' || named.file_name, 0
    FROM goods g
    CROSS JOIN LATERAL (
      SELECT concat_ws('-',
        NULLIF(trim(BOTH '-' FROM regexp_replace(coalesce(g.harmony_title, ''), '[^A-Za-z0-9]+', '-', 'g')), ''),
        regexp_replace(g.itemno, '[^A-Za-z0-9._-]+', '-', 'g')
      ) || '-datasheet.pdf' AS file_name
    ) named
    WHERE NOT EXISTS (
      SELECT 1 FROM goods_documents d WHERE d.goods_id = g.id AND d.url LIKE '%-datasheet.pdf'
    )
    ORDER BY g.id
    RETURNING id
`;

/** Serialises the fill across API instances that start together against one PostgreSQL. */
const DATASHEETS_LOCK = 7_310_420_026;

/** Gives each goods item without a datasheet one; answers how many it added. */
export async function ensureDatasheets(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DATASHEETS_LOCK})`);
    return rowsOf<{ id: number }>(await tx.execute(insertMissing)).length;
  });
}
