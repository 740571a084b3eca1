/**
 * The sales team's search report (docs/product.md §15.3), read from search_weeks: the weeks
 * asked for, newest first, each language apart, with their most searched terms and the terms
 * that found nothing. One query: window functions rank each week's terms both ways.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SearchReport, SearchReportRequest, SearchWeek } from '../../contract/search-report';

interface RankedRow {
  week: string;
  lang: SearchWeek['lang'];
  display: string;
  searches: number;
  without_result: number;
  top_rank: string | number;
  missed_rank: string | number;
  week_searches: string | number;
  week_without_result: string | number;
}

export async function searchReport(db: Db, { weeks, lang, limit }: SearchReportRequest, now = new Date()): Promise<SearchReport> {
  const result = await db.execute(sql`
    SELECT * FROM (
      SELECT to_char(week, 'YYYY-MM-DD') AS week, lang, display, searches, without_result,
             row_number() OVER (PARTITION BY week, lang ORDER BY searches DESC, term) AS top_rank,
             row_number() OVER (PARTITION BY week, lang ORDER BY without_result DESC, searches DESC, term) AS missed_rank,
             sum(searches) OVER (PARTITION BY week, lang) AS week_searches,
             sum(without_result) OVER (PARTITION BY week, lang) AS week_without_result
      FROM search_weeks
      WHERE week >= date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - ${(weeks - 1) * 7}::int
        ${lang ? sql`AND lang = ${lang}` : sql``}
    ) ranked
    WHERE top_rank <= ${limit} OR (missed_rank <= ${limit} AND without_result > 0)
    ORDER BY week DESC, lang, top_rank`);
  const byWeek = new Map<string, SearchWeek>();
  const missed = new Map<string, { rank: number; term: SearchWeek['missed'][number] }[]>();
  for (const row of rowsOf<RankedRow>(result)) {
    const key = `${row.week} ${row.lang}`;
    let week = byWeek.get(key);
    if (!week) {
      week = { week: row.week, lang: row.lang, searches: Number(row.week_searches), withoutResult: Number(row.week_without_result), top: [], missed: [] };
      byWeek.set(key, week);
    }
    const term = { term: row.display, searches: Number(row.searches), withoutResult: Number(row.without_result) };
    if (Number(row.top_rank) <= limit) week.top.push(term);
    if (Number(row.missed_rank) <= limit && term.withoutResult > 0) missed.set(key, [...(missed.get(key) ?? []), { rank: Number(row.missed_rank), term }]);
  }
  for (const [key, week] of byWeek) week.missed = (missed.get(key) ?? []).sort((a, b) => a.rank - b.rank).map((entry) => entry.term);
  return { weeks: [...byWeek.values()] };
}
