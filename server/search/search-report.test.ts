/**
 * The sales team's search report (docs/product.md §15.3): each first-page search counts in its
 * week and language, with whether it found anything; the report ranks the week's terms both ways,
 * for the staff token and a console login, and nobody else.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededApp } from '../testing/seeded-app';
import { createStaff } from '../staff/staff-accounts';
import { searchReport } from './search-report';
import type { SearchReport, SearchWeek } from '../../contract/search-report';
import type { StaffLogin } from '../../contract/staff';

const STAFF_TOKEN = 'search-report-staff-token-0001';
const kit = seededApp(200, { settings: { staffToken: STAFF_TOKEN } });
const staffHeaders = { authorization: `Bearer ${STAFF_TOKEN}` };
const search = async (searchTerms: string, lang: 'en' | 'zh', page = 1) =>
  assert.equal((await kit.call('POST', '/online/togoods/searchGoods', { body: { search: searchTerms, page }, lang })).code, 0);
const record = async (searchTerms: string, lang: 'en' | 'zh') =>
  assert.equal((await kit.call('POST', '/online/toUserSearchTerms/record', { body: { searchTerms }, lang })).code, 0);

/** This week's part of a report, in one language. */
const thisWeek = (report: SearchReport, lang: 'en' | 'zh'): SearchWeek | undefined => report.weeks.find((week) => week.lang === lang);
const terms = (counts: SearchWeek['top']) => counts.map(({ term, searches, withoutResult }) => [term, searches, withoutResult]);

before(async () => {
  await kit.ready;
  // Three of a known antibody in English (one typed otherwise, one a second page: not a new search),
  // two of nothing in English, one of nothing in Chinese, one Chinese result-page view served from cache.
  await search('antibody', 'en');
  await search('Antibody', 'en');
  await search('antibody', 'en', 2);
  await search('zzqx-unknown-reagent', 'en');
  await search('zzqx-unknown-reagent', 'en');
  await search('qqzz无此试剂', 'zh');
  await record('antibody', 'zh');
  // The log waits at most 50 ms for its write (server/search/search-terms.ts); let the last ones land.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

describe('the search report', () => {
  test('counts each first-page search in its week and language, and ranks the terms searched and those that found nothing', async () => {
    const report = await kit.data<SearchReport>('GET', '/staff/searches/report', { headers: staffHeaders });
    const english = thisWeek(report, 'en');
    assert.ok(english, 'this week has English searches');
    assert.match(english.week, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(new Date(`${english.week}T00:00:00Z`).getUTCDay(), 1, 'a week starts on Monday');
    assert.deepEqual([english.searches, english.withoutResult], [4, 2]);
    assert.deepEqual(terms(english.top), [
      ['Antibody', 2, 0],
      ['zzqx-unknown-reagent', 2, 2],
    ]);
    assert.deepEqual(terms(english.missed), [['zzqx-unknown-reagent', 2, 2]]);
    const chinese = thisWeek(report, 'zh');
    assert.deepEqual([chinese?.searches, chinese?.withoutResult], [2, 1]);
    assert.deepEqual(terms(chinese?.missed ?? []), [['qqzz无此试剂', 1, 1]]);
  });

  test('one language, a shorter list, and weeks further back', async () => {
    const onlyChinese = await kit.data<SearchReport>('GET', '/staff/searches/report?lang=zh&limit=1', { headers: staffHeaders });
    assert.deepEqual(
      onlyChinese.weeks.map((week) => week.lang),
      ['zh'],
    );
    assert.equal(onlyChinese.weeks[0]?.top.length, 1);
    // In five weeks' time this week is the fifth: still in a 5-week report, gone from a 4-week one.
    const later = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
    assert.equal((await searchReport(kit.db, { weeks: 5, limit: 20 }, later)).weeks.length, 2);
    assert.equal((await searchReport(kit.db, { weeks: 4, limit: 20 }, later)).weeks.length, 0);
  });

  test('a bad parameter names the field; without the staff token or a console login: 401', async () => {
    const bad = await kit.call('GET', '/staff/searches/report?weeks=99', { headers: staffHeaders });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^weeks: /);
    assert.equal((await kit.call('GET', '/staff/searches/report')).code, 401);
    assert.equal((await kit.call('GET', '/staff/console/searches')).code, 401);
    await createStaff(kit.db, null, { name: 'Rita Report', email: 'rita@staff.example', password: 'rita-password-1', role: 'sales' });
    const login = await kit.data<StaffLogin>('POST', '/staff/console/login', { body: { email: 'rita@staff.example', password: 'rita-password-1' } });
    const viaConsole = await kit.data<SearchReport>('GET', '/staff/console/searches?lang=en', { headers: { 'staff-session': login.token } });
    assert.equal(thisWeek(viaConsole, 'en')?.searches, 4);
  });
});
