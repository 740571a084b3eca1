/** The sales team's search report (docs/product.md §15.3): by the command line's staff token, and in the console. */
import { ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { defineStaffSessionRoute } from '../staff/staff-session-route';
import { searchReport } from './search-report';
import { SearchReport, SearchReportRequest } from '../../contract/search-report';
import { staffSearchesApi } from '../../contract/operations/search';
import { staffConsoleApi } from '../../contract/operations/staff';

const DESCRIPTION =
  'Answers { weeks: { week, lang, searches, withoutResult, top, missed }[] }: per ISO week (its Monday, UTC), newest first, and page ' +
  'language, the count of first-page searches and of those that found nothing, the most searched terms and the terms that found ' +
  'nothing, most often first (each { term, searches, withoutResult }, the term as last spelled that week). Weeks without searches are left out.';

export const searchReportRoutes = [
  defineStaffRoute({
    operation: staffSearchesApi.report,
    data: SearchReport,
    tag: 'Staff',
    summary: 'What buyers searched for, and did not find, by week and language',
    description: DESCRIPTION,
    input: SearchReportRequest,
    handler: async (input, ctx) => ok(await searchReport(ctx.db, input)),
  }),
  defineStaffSessionRoute({
    operation: staffConsoleApi.searches,
    data: SearchReport,
    tag: 'Staff console',
    summary: 'What buyers searched for, and did not find, by week and language',
    description: DESCRIPTION,
    input: SearchReportRequest,
    handler: async (input, ctx) => ok(await searchReport(ctx.db, input)),
  }),
];
