/**
 * Article search (docs/product.md §7.2 searchContent): published articles of a listed content
 * category (those with a page to open: server/content/articles.ts) holding every token of the
 * term in their titles, summaries or text, in either language; title matches first, then the
 * newest. Articles number in the hundreds, so a scan normalised the way terms are is enough.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { textArray } from '../db/arrays';
import { rowsOf } from '../db/rows';
import { loadSnapshot } from '../catalogue/category-snapshot';
import { visibleArticleCategories } from '../content/articles';
import type { Lang } from '../http/locale';
import { pick } from '../http/locale';
import { planSearch } from './search-plan';
import type { ArticleHit } from '../../contract/search';
import { localisedCover } from '../content/article-cover';
export type { ArticleHit } from '../../contract/search';

export interface ContentQuery {
  search: string;
  page: number;
  limit: number;
}

interface ArticleRow {
  id: number;
  title_en: string;
  title_zh: string;
  summary_en: string | null;
  summary_zh: string | null;
  category_id: string;
  dict_value_en: string;
  dict_value_zh: string;
  cover: string | null;
  published_at: Date | string;
  total: number;
}

const normalised = (text: SQL) => sql`normalize(lower(${text}), NFKC)`;
const titles = normalised(sql`a.title_en || ' | ' || a.title_zh`);
// Tags are dropped so a term never matches markup ('class', 'href').
const body = normalised(
  sql`concat_ws(' | ', a.summary_en, a.summary_zh, regexp_replace(a.content_en, '<[^>]*>', ' ', 'g'), regexp_replace(a.content_zh, '<[^>]*>', ' ', 'g'))`,
);

export async function searchArticles(db: Db, { search, page, limit }: ContentQuery, lang: Lang): Promise<{ list: ArticleHit[]; totalCount: number }> {
  const tokens = planSearch(search).tokens.map((token) => token.text);
  if (tokens.length === 0) return { list: [], totalCount: 0 };
  const inTitles = sql.join(
    tokens.map((token) => sql`strpos(${titles}, ${token}) > 0`),
    sql` AND `,
  );
  const matches = sql.join(
    tokens.map((token) => sql`(strpos(${titles}, ${token}) > 0 OR strpos(${body}, ${token}) > 0)`),
    sql` AND `,
  );
  const visible = sql`a.category_id = ANY(${textArray(visibleArticleCategories(await loadSnapshot(db)))})`;
  const everywhere = sql`${visible} AND ${matches}`;
  const result = await db.execute(sql`
    SELECT a.id, a.title_en, a.title_zh, a.summary_en, a.summary_zh, a.category_id, c.dict_value_en, c.dict_value_zh,
           a.cover, a.published_at, count(*) OVER ()::int AS total
    FROM articles a JOIN categories c ON c.id = a.category_id
    WHERE a.status = 1 AND ${everywhere}
    ORDER BY (${inTitles}) DESC, a.published_at DESC, a.id DESC
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const rows = rowsOf<ArticleRow>(result);
  const list = rows.map((row) => ({
    id: Number(row.id),
    title: pick(lang, row.title_en, row.title_zh),
    summary: pick(lang, row.summary_en, row.summary_zh) || null,
    categoryId: row.category_id,
    categoryName: pick(lang, row.dict_value_en, row.dict_value_zh),
    cover: localisedCover(row.cover, lang),
    publishedAt: new Date(row.published_at).toISOString(),
  }));
  if (rows.length > 0 || page === 1) return { list, totalCount: Number(rows[0]?.total ?? 0) };
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM articles a WHERE a.status = 1 AND ${everywhere}`));
  return { list, totalCount: Number(count?.n ?? 0) };
}
