import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import { articles, goods, searchTerms } from '../db/schema';
import { rowsOf } from '../db/rows';
import { reindexGoodsSearch } from '../seed/search-index';
import type { ArticleHit } from './search-content';
import { normaliseText } from './search-text';
import { seededApp } from '../testing/seeded-app';
import { type TestEnvelope, type TestRequest } from '../testing/request';
import type { GoodsSummary } from '../../contract/goods';
import type { GoodsSearchAnswer } from '../../contract/search';

const SEARCH = '/online/togoods/searchGoods';
const CONTENT = '/operation/tiContent/searchContent';
const SUGGEST = '/online/toUserSearchTerms/list';
const RECORD = '/online/toUserSearchTerms/record';

const seeded = seededApp(600);

const call = (path: string, init: TestRequest): Promise<TestEnvelope> => seeded.call('POST', path, init);

async function data<T>(path: string, init: TestRequest): Promise<T> {
  const envelope = await call(path, init);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.data as T;
}

const search = (body: Record<string, unknown>, lang = 'en') => data<GoodsSearchAnswer>(SEARCH, { body, lang });
const suggest = async (searchTerms: string, lang = 'en') =>
  (await data<{ list: { searchTerms: string }[] }>(SUGGEST, { body: { searchTerms }, lang })).list.map((item) => item.searchTerms);

/** The on-shelf goods item with the lowest Cat. No. among those matching `where`. */
async function firstOnShelf(where: ReturnType<typeof sql>): Promise<typeof goods.$inferSelect> {
  const [row] = await seeded.db
    .select()
    .from(goods)
    .where(and(eq(goods.onShelfFlag, true), where))
    .orderBy(asc(goods.itemno))
    .limit(1);
  assert.ok(row, 'the demo catalogue holds such a goods item');
  return row;
}

/** Rank tiers as searchGoods promises them, computed independently from the goods rows. */
async function tiersOf(list: GoodsSummary[], term: string): Promise<number[]> {
  const rows = await seeded.db
    .select({ id: goods.id, en: goods.titleEn, zh: goods.titleZh })
    .from(goods)
    .where(sql`${goods.id} = ANY(${`{${list.map((item) => item.id).join(',')}}`}::bigint[])`);
  const titles = new Map(rows.map((row) => [row.id, `${normaliseText(row.en)} | ${normaliseText(row.zh)}`]));
  const key = normaliseText(term);
  return list.map((item) => {
    const itemno = item.itemno.toLowerCase();
    const title = titles.get(item.id) ?? '';
    if (itemno === key) return 0;
    if (itemno.startsWith(key)) return 1;
    // Chinese characters end a Latin word as spaces do.
    if (new RegExp(`(^|[^\\p{L}\\p{N}]|\\p{Script=Han})${key}($|[^\\p{L}\\p{N}]|\\p{Script=Han})`, 'u').test(title)) return 2;
    if (title.includes(key)) return 3;
    return 4;
  });
}

async function assertRanked(term: string): Promise<GoodsSummary[]> {
  const { list } = await search({ search: term, limit: 100 });
  const tiers = await tiersOf(list, term);
  for (let i = 1; i < list.length; i += 1) {
    const [before, now] = [tiers[i - 1] ?? 0, tiers[i] ?? 0];
    assert.ok(before <= now, `${term}: tier ${before} before ${now}`);
    if (before === now) assert.ok((list[i - 1]?.itemno ?? '') < (list[i]?.itemno ?? ''), `${term}: Cat. No. order within a tier`);
  }
  return list;
}

async function loggedTerm(term: string) {
  // The log is written beside the answer; give it a moment on a slow machine.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await seeded.db.select().from(searchTerms).where(eq(searchTerms.term, term));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('searchGoods', () => {
  test('an exact Cat. No. comes first, in any letter case, then Cat. No. prefixes', async () => {
    const target = await firstOnShelf(sql`${goods.itemno} LIKE 'AB1002%'`);
    const exact = await search({ search: target.itemno.toLowerCase() });
    assert.equal(exact.list[0]?.id, target.id);
    const prefix = await assertRanked('ab1002');
    assert.ok(prefix.length >= 2);
    assert.ok(
      prefix.every((item) => item.itemno.startsWith('AB1002')),
      'only Cat. No. prefixes match a serial fragment',
    );
  });

  test('title matches come before other matches, whole words before substrings, each in Cat. No. order', async () => {
    for (const term of ['gap', 'protein', 'cell', 'rabbit']) {
      const list = await assertRanked(term);
      assert.ok(list.length > 0, `${term} finds goods`);
    }
  });

  test('Chinese fragments of two characters and longer find the product named by them first', async () => {
    const scanner = await firstOnShelf(sql`${goods.titleZh} LIKE '%切片扫描仪%'`);
    const longer = await search({ search: '切片扫描仪' }, 'zh');
    assert.equal(longer.list[0]?.id, scanner.id);
    assert.match(longer.list[0]?.title ?? '', /切片扫描仪/, "titles answer in the caller's language");

    const firstWithPair = await firstOnShelf(sql`(${goods.titleZh} LIKE '%扫描%' OR ${goods.titleEn} LIKE '%扫描%')`);
    const pair = await search({ search: '扫描' }, 'zh');
    assert.equal(pair.list[0]?.id, firstWithPair.id);
    assert.ok(pair.list.some((item) => item.id === scanner.id));

    const antibodies = await search({ search: '抗体' }, 'zh');
    assert.ok(antibodies.totalCount > 100, 'two-character terms find every goods item holding them');
    const mixed = await search({ search: '兔抗GAPDH' }, 'zh');
    assert.match(mixed.list[0]?.title ?? '', /兔抗GAPDH/);
  });

  test('an English name with one typo still finds the product first', async () => {
    const scanner = await firstOnShelf(sql`${goods.titleEn} LIKE 'Digital whole-slide scanner%'`);
    const typo = await search({ search: 'digital whole-slide scaner' });
    assert.equal(typo.list[0]?.id, scanner.id);
    assert.equal(typo.correctedSearch, 'digital whole-slide scanner');

    const swapped = await search({ search: 'GAPHD' });
    assert.equal(swapped.correctedSearch, 'gapdh', 'two neighbours swapped count as one edit');
    assert.equal(swapped.list[0]?.harmonyTitle, 'GAPDH');
    const dropped = await search({ search: 'antibdy' });
    assert.equal(dropped.correctedSearch, 'antibody');
    assert.ok(dropped.totalCount > 100);

    const exact = await search({ search: 'GAPDH' });
    assert.equal(exact.correctedSearch, null);
    const nothing = await search({ search: 'qqqxxzz' });
    assert.deepEqual([nothing.list, nothing.totalCount, nothing.correctedSearch], [[], 0, null]);
  });

  test('finds synonyms and applications, on-shelf goods only', async () => {
    const byAlias = await search({ search: 'G3PD' });
    assert.ok(byAlias.list.length > 0 && byAlias.list.every((item) => item.harmonyTitle === 'GAPDH'), 'a target alias finds the target');
    const byApplication = await search({ search: 'western blot' });
    assert.ok(byApplication.totalCount > 50);
    const [hidden] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, false)).orderBy(asc(goods.id)).limit(1);
    assert.ok(hidden, 'the demo catalogue has off-shelf goods');
    const answer = await search({ search: hidden.itemno });
    assert.ok(!answer.list.some((item) => item.id === hidden.id));
    assert.ok((await search({ search: 'antibody', limit: 100 })).list.every((item) => item.onShelfFlag));
  });

  test('pages with a stable totalCount and restricts to a category subtree', async () => {
    const whole = await search({ search: 'antibody', limit: 14 });
    const first = await search({ search: 'antibody', limit: 7 });
    const second = await search({ search: 'antibody', page: 2, limit: 7 });
    assert.equal(first.totalCount, whole.totalCount);
    assert.equal(second.totalCount, whole.totalCount);
    assert.deepEqual(
      [...first.list, ...second.list].map((item) => item.id),
      whole.list.map((item) => item.id),
    );
    const beyond = await search({ search: 'antibody', page: 10_000, limit: 7 });
    assert.deepEqual([beyond.list.length, beyond.totalCount], [0, whole.totalCount]);
    assert.equal((await search({ search: 'antibody' })).list.length, 20, 'default page size 20');

    const primaries = await search({ search: 'antibody', goodsCate: 'CP002', limit: 100 });
    assert.ok(primaries.totalCount > 0 && primaries.totalCount < whole.totalCount);
    assert.ok(primaries.list.every((item) => (JSON.parse(item.goodsCate) as string[][])[0]?.includes('CP002')));
    assert.equal((await call(SEARCH, { body: { search: 'antibody', goodsCate: 'NOPE404' } })).code, 3);
  });

  test('refuses a blank, missing or overlong term naming the field', async () => {
    for (const body of [{ search: '   ' }, {}, { search: 'x'.repeat(101) }]) {
      const envelope = await call(SEARCH, { body });
      assert.deepEqual([envelope.code, envelope.msg.startsWith('search: ')], [400, true], envelope.msg);
    }
    const limit = await call(SEARCH, { body: { search: 'gapdh', limit: 101 } });
    assert.deepEqual([limit.code, limit.msg.startsWith('limit: ')], [400, true], limit.msg);
  });

  test('logs each search term with whether it found goods', async () => {
    await search({ search: '  Vinculin ' });
    await search({ search: 'vinculin' });
    await search({ search: 'vinculin', page: 2 });
    const found = await loggedTerm('vinculin');
    assert.equal(found?.hasResult, true);
    assert.equal(found?.count, 2, 'one row per normalised term; paging is not a new search');
    await search({ search: 'zzqqxx' });
    assert.equal((await loggedTerm('zzqqxx'))?.hasResult, false);
  });

  test('with record=0 leaves the term log alone', async () => {
    await search({ search: 'Talin', record: 0 });
    await search({ search: 'talin', record: '0' });
    assert.equal(await loggedTerm('talin'), undefined);
    await search({ search: 'talin', record: 1 });
    assert.equal((await loggedTerm('talin'))?.count, 1);
  });
});

describe('pinyin and Cat. No. slips', () => {
  test('pinyin of Chinese titles finds goods in full, spaced and as initials, in both languages', async () => {
    const full = await search({ search: 'kangti' }, 'zh');
    assert.ok(full.totalCount > 100, 'kangti finds the antibodies (抗体)');
    assert.match(full.list[0]?.title ?? '', /抗体/);
    assert.equal(full.correctedSearch, null, 'the term as typed found goods');
    for (const term of ['kang ti', 'KangTi']) assert.equal((await search({ search: term }, 'zh')).totalCount, full.totalCount, term);
    const english = await search({ search: 'kangti' });
    assert.equal(english.totalCount, full.totalCount);
    assert.match(english.list[0]?.title ?? '', /antibod/i, "titles answer in the caller's language");
    const initials = await search({ search: 'kt' }, 'zh');
    assert.ok(initials.totalCount >= full.totalCount, 'the initials of 抗体 find every goods item holding it');
    assert.match(initials.list[0]?.title ?? '', /抗体/);
  });

  test('pinyin mixes with English terms and never outranks a direct match', async () => {
    const mixed = await search({ search: 'kangti GAPDH' }, 'zh');
    assert.ok(mixed.totalCount > 0);
    assert.ok(
      mixed.list.every((item) => item.harmonyTitle === 'GAPDH' || /gapdh/i.test(item.title)),
      'every token must still match',
    );
    // 'his' (His-tag) also spells part of the pinyin of a few Chinese titles; found as typed, it is not searched as pinyin.
    const his = await search({ search: 'his' });
    const [direct] = rowsOf<{ n: number }>(
      await seeded.db.execute(sql`SELECT count(*)::int AS n FROM goods_search WHERE on_shelf_flag AND search_text LIKE '%his%'`),
    );
    assert.equal(his.totalCount, direct?.n, 'a word found as typed is not searched as pinyin');
  });

  test('gene aliases still find their goods', async () => {
    for (const [alias, symbol] of [
      ['API4', 'BIRC5'],
      ['PD-L1', 'CD274'],
      ['B7-H1', 'CD274'],
    ] as const) {
      const answer = await search({ search: alias });
      assert.ok(answer.totalCount > 0, `${alias} finds goods`);
      assert.equal(answer.list[0]?.harmonyTitle, symbol, `${alias} finds ${symbol} first`);
    }
  });

  test('pinyin is suggested as the titles it spells', async () => {
    const chinese = await suggest('dankelong', 'zh');
    assert.ok(chinese.length > 0 && chinese.every((value) => value.includes('单克隆')), 'titles holding 单克隆');
    await search({ search: 'dankelong' }, 'zh');
    const logged = await suggest('dankelo', 'zh');
    assert.ok(logged.length > 1, 'a logged pinyin term does not hide the titles it spells');
    assert.equal(logged[0], 'dankelong');
    const english = await suggest('kt');
    assert.ok(english.length > 0, 'initials suggest English titles too');
  });

  test('a Cat. No. one slip away answers with that goods item', async () => {
    const meant = await firstOnShelf(sql`${goods.itemno} = 'AB10031R'`);
    for (const typed of ['AB10O31R', 'AB1031R', 'ab01031r', 'AB100031R']) {
      const answer = await search({ search: typed });
      assert.equal(answer.totalCount, 0, `${typed} finds nothing as typed`);
      assert.deepEqual(answer.suggestedGoods, { id: meant.id, itemno: 'AB10031R', title: meant.titleEn }, `${typed}: did you mean AB10031R`);
    }
    const chinese = await search({ search: 'AB10O31R' }, 'zh');
    assert.equal(chinese.suggestedGoods?.title, meant.titleZh);
    assert.equal((await search({ search: 'AB10031R' })).suggestedGoods, null, 'an exact Cat. No. needs no suggestion');
    assert.equal((await search({ search: 'qqqxxzz' })).suggestedGoods, null, 'a term like no Cat. No. gets none');
    assert.equal((await search({ search: 'ZZ99999Q' })).suggestedGoods, null, 'nor one two slips from every Cat. No.');
  });
});

describe('recording search views', () => {
  test('counts every view, with hasResult worked out by the API', async () => {
    const record = (searchTerms: unknown) => call(RECORD, { body: { searchTerms } });
    const first = await record('  Polyclonal ');
    assert.deepEqual([first.code, first.data], [0, { hasResult: true }]);
    await record('Polyclonal');
    const row = await loggedTerm('polyclonal');
    assert.deepEqual([row?.count, row?.hasResult, row?.display], [2, true, 'Polyclonal']);

    // A client's own hasResult is not an input: a term that finds nothing is logged as such.
    const nothing = await call(RECORD, { body: { searchTerms: 'qqzzkk', hasResult: 1 } });
    assert.deepEqual([nothing.code, nothing.data], [0, { hasResult: false }]);
    assert.equal((await loggedTerm('qqzzkk'))?.hasResult, false);
  });

  test('refuses a blank, missing or overlong term naming the field', async () => {
    for (const body of [{ searchTerms: '  ' }, {}, { searchTerms: 'x'.repeat(101) }]) {
      const envelope = await call(RECORD, { body });
      assert.deepEqual([envelope.code, envelope.msg.startsWith('searchTerms: ')], [400, true], envelope.msg);
    }
  });
});

describe('search suggestions', () => {
  test('offer at most 10, logged terms that found goods first, then goods titles and Cat. Nos.', async () => {
    await search({ search: 'Anti-GAPDH' });
    const english = await suggest('anti-g');
    assert.ok(english.length > 1 && english.length <= 10);
    assert.equal(english[0], 'Anti-GAPDH', 'the logged term comes first, as it was typed');
    assert.ok(english.slice(1).every((value) => value.toLowerCase().includes('anti-g')));
    assert.ok(
      english.some((value) => value.startsWith('Anti-G')),
      'goods titles in English',
    );

    const chinese = await suggest('兔抗', 'zh');
    assert.ok(chinese.length > 0 && chinese.length <= 10);
    assert.ok(
      chinese.every((value) => value.includes('兔抗')),
      'goods titles in Chinese',
    );

    const itemnos = await suggest('ab100');
    assert.equal(itemnos.length, 10);
    assert.ok(itemnos.every((value) => value.toLowerCase().startsWith('ab100')));
    const keys = itemnos.map((value) => value.toLowerCase());
    assert.equal(new Set(keys).size, keys.length, 'each suggestion once, whatever its letter case');
  });

  test('show a term in its most used spelling, the latest on a tie', async () => {
    const spellings = async () => (await suggest('Vimentin')).filter((value) => value.toLowerCase() === 'vimentin');
    await search({ search: 'VIMENTIN' });
    assert.deepEqual(await spellings(), ['VIMENTIN'], 'suggested as typed, not lower-cased');
    await search({ search: ' VIMENTIN  ' });
    await search({ search: 'vimentin' });
    assert.deepEqual(await spellings(), ['VIMENTIN'], 'a hurried lower-case search does not undo the usual spelling');
    await search({ search: 'Vimentin' });
    await search({ search: 'Vimentin' });
    assert.deepEqual(await spellings(), ['Vimentin'], 'two against two: the latest wins');
    assert.equal((await loggedTerm('vimentin'))?.count, 5, 'every spelling counts for the one term');
    // Full-width letters are folded, their case kept.
    await search({ search: 'ＧＡＰＤＨ' });
    assert.equal((await loggedTerm('gapdh'))?.display, 'GAPDH');
    const gap = await suggest('gap');
    assert.ok(gap.includes('GAPDH') && !gap.includes('gapdh'), 'GAPDH is suggested as customers type it');
  });

  test('leave out terms that found nothing unless asked, and answer a blank input with nothing', async () => {
    await search({ search: 'zzqqyy' });
    assert.ok(!(await suggest('zzqq')).includes('zzqqyy'));
    const all = await data<{ list: { searchTerms: string }[] }>(SUGGEST, { body: { searchTerms: 'zzqq', hasResult: 0 } });
    assert.ok(all.list.some((item) => item.searchTerms === 'zzqqyy'));
    const blank = await call(SUGGEST, { body: { searchTerms: '   ' } });
    assert.deepEqual([blank.code, blank.data], [0, { list: [] }]);
    assert.equal((await call(SUGGEST, { body: { searchTerms: 'gap', limit: 11 } })).code, 400);
  });
});

describe('suggested titles', () => {
  test('follow a goods item renamed or taken off shelf once it is re-indexed', async () => {
    const unique = sql`${goods.titleEn} LIKE 'Anti-%' AND NOT EXISTS (SELECT 1 FROM goods other WHERE other.title_en = ${goods.titleEn} AND other.id <> ${goods.id})`;
    const target = await firstOnShelf(unique);
    assert.ok((await suggest(target.titleEn)).includes(target.titleEn));

    await seeded.db.update(goods).set({ titleEn: 'Zzyzx Renamed Antibody' }).where(eq(goods.id, target.id));
    await reindexGoodsSearch(seeded.db, [target.id]);
    assert.deepEqual(await suggest('zzyzx'), ['Zzyzx Renamed Antibody']);
    assert.ok(!(await suggest(target.titleEn)).includes(target.titleEn), 'the old title is no longer suggested');

    await seeded.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, target.id));
    await reindexGoodsSearch(seeded.db, [target.id]);
    assert.deepEqual(await suggest('zzyzx'), [], 'off-shelf goods are not suggested');
  });
});

describe('searchContent', () => {
  test('finds published articles by English and Chinese words, localised', async () => {
    const [article] = await seeded.db.select().from(articles).where(eq(articles.status, 1)).orderBy(asc(articles.id)).limit(1);
    assert.ok(article);
    const word = article.titleEn.split(/[^A-Za-z0-9]+/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
    const english = await data<{ list: ArticleHit[]; totalCount: number }>(CONTENT, { body: { search: word, limit: 50 } });
    const hit = english.list.find((item) => item.id === article.id);
    assert.ok(hit, `"${word}" finds the article`);
    assert.equal(hit.title, article.titleEn);
    assert.deepEqual(Object.keys(hit).sort(), ['categoryId', 'categoryName', 'cover', 'id', 'publishedAt', 'summary', 'title']);

    const fragment = [...article.titleZh.replace(/[^\p{Script=Han}]/gu, '')].slice(0, 4).join('');
    const chinese = await data<{ list: ArticleHit[]; totalCount: number }>(CONTENT, { body: { search: fragment, limit: 50 }, lang: 'zh' });
    assert.equal(chinese.list.find((item) => item.id === article.id)?.title, article.titleZh);

    const hiddenCount = (await seeded.db.select().from(articles).where(eq(articles.status, 0))).length;
    assert.ok(hiddenCount > 0);
    const everything = await data<{ list: ArticleHit[]; totalCount: number }>(CONTENT, { body: { search: 'the', limit: 50 } });
    assert.ok(everything.list.length <= 50);
    const published = new Set((await seeded.db.select({ id: articles.id }).from(articles).where(eq(articles.status, 1))).map((row) => row.id));
    assert.ok(
      everything.list.every((item) => published.has(item.id)),
      'published articles only',
    );
    assert.equal((await call(CONTENT, { body: { search: ' ' } })).code, 400);
  });

  test('lists only articles that open: none of a category taken off shelf (the webinars), every hit has its detail', async () => {
    const webinars = await seeded.db
      .select()
      .from(articles)
      .where(and(eq(articles.status, 1), eq(articles.categoryId, 'XXPT003')));
    assert.ok(webinars.length > 0, 'the seed has published webinars under the hidden XXPT003');
    const word = webinars[0]?.titleEn.split(/[^A-Za-z]+/).reduce((longest, part) => (part.length > longest.length ? part : longest), '') ?? '';
    for (const search of [word, 'antibody']) {
      const found = await data<{ list: ArticleHit[]; totalCount: number }>(CONTENT, { body: { search, limit: 50 } });
      assert.ok(
        found.list.every((hit) => hit.categoryId !== 'XXPT003'),
        `"${search}" lists no webinar`,
      );
      assert.ok(found.totalCount <= 50, 'the count is of what is listed');
      assert.equal(found.list.length, found.totalCount);
      for (const hit of found.list) assert.equal((await seeded.call('GET', `/operation/tiContent/detail/${hit.id}`, {})).code, 0, `article ${hit.id} opens`);
    }
  });
});
