/**
 * The sales team's search report (docs/product.md §15.3): what buyers searched for, and what found
 * nothing, by week and page language.
 *   npm run searches                       this week and the three before, both languages, 20 terms a list
 *   npm run searches -- --weeks 8 --lang zh --limit 50
 * It asks the running API with the staff token, else reads the database itself (scripts/staff/staff-client.ts).
 */
import { parseArgs } from 'node:util';
import { searchReport } from '../server/search/search-report';
import { SearchReportRequest, type SearchReport, type SearchWeek } from '../contract/search-report';
import { connectStaff, runStaffCommand, UsageError } from './staff/staff-client';

const ROUTE = '/staff/searches/report';

function readRequest(): SearchReportRequest | 'help' {
  const { values } = parseArgs({
    options: {
      weeks: { type: 'string' },
      lang: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const parsed = SearchReportRequest.safeParse({ weeks: values.weeks, lang: values.lang, limit: values.limit });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`--${String(issue?.path[0] ?? 'weeks')} ${issue?.message ?? 'is not valid'}`);
  }
  return parsed.data;
}

const LANGUAGE = { en: 'English pages', zh: 'Chinese pages' } as const;
const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '0%');

function printWeek(week: SearchWeek): void {
  console.log(
    `\nWeek of ${week.week}, ${LANGUAGE[week.lang]}: ${week.searches} searches, ${week.withoutResult} found nothing (${percent(week.withoutResult, week.searches)})`,
  );
  console.log('Most searched:');
  console.table(week.top.map(({ term, searches, withoutResult }) => ({ term, searches, 'found nothing': withoutResult })));
  if (week.missed.length) {
    console.log('Searched in vain (the catalogue’s gaps):');
    console.table(week.missed.map(({ term, searches, withoutResult }) => ({ term, 'found nothing': withoutResult, searches })));
  }
}

async function main(): Promise<void> {
  const request = readRequest();
  if (request === 'help') {
    console.log('usage: npm run searches -- [--weeks 1-26] [--lang en|zh] [--limit 1-50]');
    return;
  }
  const staff = await connectStaff((db) => ({ [ROUTE]: (body) => searchReport(db, SearchReportRequest.parse(body)) }));
  try {
    const report = await staff.call<SearchReport>(ROUTE, { ...request }, true);
    if (!report.weeks.length) console.log(`No searches in the last ${request.weeks} week(s) (from ${staff.describe}).`);
    for (const week of report.weeks) printWeek(week);
  } finally {
    await staff.close();
  }
}

runStaffCommand('searches', main);
