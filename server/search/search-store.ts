/** Writing goods_search rows in bulk (a re-index writes 100,000 of them). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GoodsSearchRow } from './search-document';

/** A text[] literal of the values, each quoted and escaped. */
function textArrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * Inserts goods_search rows in one statement from column arrays, as server/seed/batch-insert.ts
 * does. The array columns travel as space-joined text, which none of their items contains:
 * parsing a literal of array literals made this insert three times slower.
 */
export async function insertSearchRows(db: Db, rows: readonly GoodsSearchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (row: GoodsSearchRow) => string | null) => sql`${textArrayLiteral(rows.map(pick))}::text[]`;
  const words = (pick: (row: GoodsSearchRow) => readonly string[]) => column((row) => pick(row).join(' '));
  await db.execute(sql`
    INSERT INTO goods_search (goods_id, itemno, on_shelf_flag, category_path, title_en_key, title_zh_key, title_words,
                              search_aliases, search_text, search_han, search_tokens, dictionary_words)
    SELECT id::bigint, itemno, on_shelf::boolean, string_to_array(path, ' '), title_en, title_zh, string_to_array(title_words, ' '),
           aliases, search_text, search_han, string_to_array(tokens, ' '), string_to_array(dictionary, ' ')
    FROM unnest(${column((row) => String(row.goodsId))}, ${column((row) => row.itemno)}, ${column((row) => String(row.onShelfFlag))},
                ${words((row) => row.categoryPath)}, ${column((row) => row.titleEnKey)}, ${column((row) => row.titleZhKey)},
                ${words((row) => row.titleWords)}, ${column((row) => row.searchAliases ?? null)}, ${column((row) => row.searchText)},
                ${column((row) => row.searchHan)}, ${words((row) => row.searchTokens)}, ${words((row) => row.dictionaryWords)})
      AS t(id, itemno, on_shelf, path, title_en, title_zh, title_words, aliases, search_text, search_han, tokens, dictionary)`);
}
