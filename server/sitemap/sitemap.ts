/**
 * The feed behind the storefront's /sitemap.xml: every on-shelf goods item by keyset pages,
 * and the listed categories. Built for 100,000+ goods: two narrow columns, no SKUs, no OFFSET.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods } from '../db/schema';
import { listedCategories } from '../catalogue/category-briefs';
import type { SitemapGoodsPage, SitemapSummary } from '../../contract/sitemap';
export type { SitemapGoodsPage, SitemapSummary } from '../../contract/sitemap';

/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it. */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export async function sitemapGoods(db: Db, afterId: number, limit: number): Promise<SitemapGoodsPage> {
  // 50,000 rows cost PGlite more to hand over one by one than to find, so the page comes back
  // as ONE text value "id isoTime,id isoTime,…" (ids and ISO times hold neither ' ' nor ',').
  const result = await db.execute(sql`
    SELECT string_agg(page.id::text || ' ' || to_char(page.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO_UTC)}), ',' ORDER BY page.id) AS pairs
    FROM (
      SELECT ${goods.id} AS id, ${goods.updatedAt} AS updated_at FROM ${goods}
      WHERE ${goods.onShelfFlag} AND ${goods.id} > ${afterId}
      ORDER BY ${goods.id}
      LIMIT ${limit}
    ) AS page`);
  const pairs = rowsOf<{ pairs: string | null }>(result)[0]?.pairs ?? null;
  const list = pairs
    ? pairs.split(',').map((pair) => {
        const space = pair.indexOf(' ');
        return { id: Number(pair.slice(0, space)), updatedAt: pair.slice(space + 1) };
      })
    : [];
  const last = list.at(-1);
  return { list, nextAfterId: list.length === limit && last ? last.id : null };
}

export async function sitemapSummary(db: Db): Promise<SitemapSummary> {
  const [[totals], categories] = await Promise.all([
    db
      .select({
        n: sql<number>`count(*)::int`,
        maxId: sql<number | string | null>`max(${goods.id})`,
        last: sql<Date | string | null>`max(${goods.updatedAt})`,
      })
      .from(goods)
      .where(eq(goods.onShelfFlag, true)),
    listedCategories(db, 'en'),
  ]);
  const last = totals?.last ?? null;
  return {
    goodsTotal: Number(totals?.n ?? 0),
    maxGoodsId: Number(totals?.maxId ?? 0),
    lastModified: last === null ? null : new Date(last).toISOString(),
    categories: categories.map(({ id, linkUrl, pids, level }) => ({ id, linkUrl, pids, level })),
  };
}
