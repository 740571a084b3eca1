/**
 * search_titles: the distinct titles of on-shelf goods per language, which suggestions look up
 * by prefix. The catalogue repeats a title across pack sizes and trial packs (100,000 goods hold
 * about 41,000 titles a language), so looking them up here rather than in goods_search spares
 * skipping the repeats and a join to goods for the title as written. Each row shows the title of
 * the goods item with the lowest id, as the look-up it replaces did.
 */
import { sql } from 'drizzle-orm';
import { bigintArray, textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Every title of on-shelf goods, or only those with the given keys, one row per language and key. */
function titlesOf(keys?: { en: string[]; zh: string[] }) {
  const only = (lang: 'en' | 'zh', column: string) => (keys ? sql` AND ${sql.raw(column)} = ANY(${textArray(keys[lang])})` : sql``);
  return sql`
    SELECT DISTINCT ON (lang, key) lang, key, title, goods_id FROM (
      SELECT 'en' AS lang, s.title_en_key AS key, g.title_en AS title, s.goods_id FROM goods_search s JOIN goods g ON g.id = s.goods_id
      WHERE s.on_shelf_flag AND s.title_en_key <> ''${only('en', 's.title_en_key')}
      UNION ALL
      SELECT 'zh', s.title_zh_key, g.title_zh, s.goods_id FROM goods_search s JOIN goods g ON g.id = s.goods_id
      WHERE s.on_shelf_flag AND s.title_zh_key <> ''${only('zh', 's.title_zh_key')}
    ) AS titles
    ORDER BY lang, key, goods_id`;
}

/**
 * Recomputes search_titles after goods_search changed: wholly, or, given the goods re-indexed,
 * the titles those goods were shown for and the titles they hold now. Runs in the caller's
 * transaction, after goods_search is written.
 */
export async function refreshSearchTitles(db: Db, goodsIds?: readonly number[]): Promise<void> {
  if (!goodsIds) {
    await db.execute(sql`DELETE FROM search_titles`);
    await db.execute(sql`INSERT INTO search_titles (lang, key, title, goods_id) ${titlesOf()}`);
    return;
  }
  if (goodsIds.length === 0) return;
  const ids = bigintArray(goodsIds);
  const touched = rowsOf<{ lang: 'en' | 'zh'; key: string }>(
    await db.execute(sql`
      SELECT lang, key FROM search_titles WHERE goods_id = ANY(${ids})
      UNION SELECT 'en', title_en_key FROM goods_search WHERE goods_id = ANY(${ids})
      UNION SELECT 'zh', title_zh_key FROM goods_search WHERE goods_id = ANY(${ids})`),
  );
  const keys = { en: touched.filter((row) => row.lang === 'en').map((row) => row.key), zh: touched.filter((row) => row.lang === 'zh').map((row) => row.key) };
  await db.execute(sql`
    DELETE FROM search_titles
    WHERE (lang = 'en' AND key = ANY(${textArray(keys.en)})) OR (lang = 'zh' AND key = ANY(${textArray(keys.zh)}))`);
  await db.execute(sql`INSERT INTO search_titles (lang, key, title, goods_id) ${titlesOf(keys)}`);
}
