/**
 * The sales team's search report (docs/product.md §15.3): per week and page language, how many
 * searches there were, how many found nothing, the most searched terms and the terms searched in
 * vain — the catalogue's gaps in the buyers' words.
 */
import { z } from 'zod';
import { intField } from './fields';
import { whole } from './envelope';

export const SEARCH_REPORT_LANGS = ['en', 'zh'] as const;
const MAX_WEEKS = 26;
const MAX_TERMS = 50;

export const SearchReportRequest = z.object({
  weeks: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_WEEKS, { error: `must be at most ${MAX_WEEKS}` }),
    )
    .default(4)
    .meta({ description: `This week and the weeks before it (default 4, at most ${MAX_WEEKS})`, example: 4 }),
  lang: z.enum(SEARCH_REPORT_LANGS, { error: 'must be en or zh' }).optional().meta({ description: 'Only searches from pages in this language; absent: both' }),
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_TERMS, { error: `must be at most ${MAX_TERMS}` }),
    )
    .default(20)
    .meta({ description: `Terms per list (default 20, at most ${MAX_TERMS})`, example: 20 }),
});
export type SearchReportRequest = z.output<typeof SearchReportRequest>;

const TermCount = z.object({
  /** The spelling searched last that week. */
  term: z.string(),
  searches: whole(),
  withoutResult: whole(),
});

export const SearchWeek = z.object({
  /** The week's Monday (YYYY-MM-DD, UTC). */
  week: z.string(),
  lang: z.enum(SEARCH_REPORT_LANGS),
  searches: whole(),
  withoutResult: whole(),
  /** Most searched first. */
  top: z.array(TermCount),
  /** Terms that found nothing, most often first. */
  missed: z.array(TermCount),
});
export type SearchWeek = z.infer<typeof SearchWeek>;

export const SearchReport = z.object({ weeks: z.array(SearchWeek) }).meta({ id: 'SearchReport' });
export type SearchReport = z.infer<typeof SearchReport>;
