import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { articles } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { createApp } from '../app';
import { requestEnvelope } from '../testing/request';
import type { ArticleDetail, ArticleList, ArticleSummary, ContentCategory } from '../../contract/articles';
import { PLAN_ARTICLE_OFFSET, PROMOTION_ARTICLE_ID, planArticleId } from '../../contract/article-constants';

const TREE = '/operation/tiContent/tree';
const DATA = '/operation/tiContent/data';
const SINGLE = (id: number | string) => `/operation/tiContent/dataSingle/${id}`;
const DETAIL = (id: number | string) => `/operation/tiContent/detail/${id}`;

const seeded = seededApp(50);

async function expectCode(method: 'GET' | 'POST', path: string, body: unknown, code: number, field?: string) {
  const envelope = await seeded.call(method, path, body === undefined ? {} : { body });
  assert.equal(envelope.code, code, `${path}: ${envelope.msg}`);
  if (field) assert.match(envelope.msg, new RegExp(`^${field}\\b`), envelope.msg);
}

describe('tiContent/tree', () => {
  test('answers a content root with its sub-categories, localised, hidden ones left out', async () => {
    const tree = await seeded.data<ContentCategory>('POST', TREE, { body: { id: 'TJ' } });
    assert.equal(tree.id, 'TJ');
    assert.deepEqual(
      tree.subDictEntities.map((node) => node.id),
      ['TJ430', 'TJ431', 'TJ432', 'TJ433', 'TJ434'],
    );
    const zh = await seeded.data<ContentCategory>('POST', TREE, { body: { dictCode: 'XXPT' }, lang: 'zh' });
    assert.equal(zh.dictValue, '学习平台');
    // XXPT003 (webinars) is off shelf.
    assert.deepEqual(
      zh.subDictEntities.map((node) => node.id),
      ['XXPT001', 'XXPT002'],
    );
    const news = await seeded.data<ContentCategory>('POST', TREE, { body: { id: 'XWZX' } });
    assert.deepEqual(news.subDictEntities, []);
  });

  test('refuses non-content, unknown and hidden codes and bad input', async () => {
    await expectCode('POST', TREE, { id: 'CP001' }, 3, 'id');
    await expectCode('POST', TREE, { id: 'NOPE' }, 3, 'id');
    await expectCode('POST', TREE, { id: 'XXPT003' }, 3, 'id');
    await expectCode('POST', TREE, {}, 400, 'id');
    await expectCode('POST', TREE, { id: '<script>' }, 400, 'id');
    await expectCode('POST', TREE, { dictCode: 42 }, 400, 'dictCode');
  });
});

describe('tiContent/data', () => {
  test('lists a category with its descendants, published only, paged', async () => {
    const all = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'TJ', limit: 100 } });
    const published = await seeded.db.select().from(articles).where(eq(articles.status, 1));
    const plans = published.filter((row) => row.categoryId.startsWith('TJ'));
    assert.equal(all.totalCount, plans.length);
    assert.ok(all.list.every((item) => item.categoryId.startsWith('TJ4')));

    const first = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'TJ', page: 1, limit: 4 } });
    const second = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'TJ', page: 2, limit: 4 } });
    assert.equal(first.list.length, 4);
    assert.equal(first.totalCount, all.totalCount);
    assert.deepEqual(
      [...first.list, ...second.list].map((item) => item.id),
      all.list.slice(0, 8).map((item) => item.id),
    );
    const beyond = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'TJ', page: 99, limit: 4 } });
    assert.deepEqual(beyond.list, []);
  });

  test('orders by the editors’ sort or newest first', async () => {
    const bySort = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'TJ430', limit: 100 } });
    const sorts = bySort.list.map((item) => item.sort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((a, b) => a - b),
    );
    const newest = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'XWZX', sort: 'newest', limit: 100 } });
    const times = newest.list.map((item) => Date.parse(item.publishedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('never lists a draft nor an article of a hidden category', async () => {
    const drafts = await seeded.db.select().from(articles).where(eq(articles.status, 0));
    assert.ok(drafts.length > 0, 'the seed holds a draft');
    const news = await seeded.data<ArticleList>('POST', DATA, { body: { code: drafts[0]!.categoryId, limit: 100 } });
    assert.ok(news.list.every((item) => !drafts.some((draft) => draft.id === item.id)));
    const learning = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'XXPT', limit: 100 } });
    assert.ok(learning.list.length > 0);
    assert.ok(learning.list.every((item) => item.categoryId !== 'XXPT003'));
    await expectCode('POST', DATA, { code: 'XXPT003' }, 3, 'code');
  });

  test('refuses bad input naming the field', async () => {
    await expectCode('POST', DATA, {}, 400, 'code');
    await expectCode('POST', DATA, { code: 'TJ', limit: 101 }, 400, 'limit');
    await expectCode('POST', DATA, { code: 'TJ', page: 0 }, 400, 'page');
    await expectCode('POST', DATA, { code: 'TJ', sort: 'random' }, 400, 'sort');
    await expectCode('POST', DATA, { code: 'CP' }, 3, 'code');
  });
});

describe('dataSingle and detail', () => {
  test('experimental plan N is article N − 1 + 4485, with its body and category path', async () => {
    assert.equal(planArticleId(1), PLAN_ARTICLE_OFFSET);
    const [plan] = await seeded.db.select().from(articles).where(eq(articles.categoryId, 'TJ431')).orderBy(asc(articles.sort)).limit(1);
    assert.ok(plan);
    assert.equal(plan.id, planArticleId(plan.sort));
    const detail = await seeded.data<ArticleDetail>('GET', DETAIL(plan.id), { lang: 'zh' });
    assert.equal(detail.title, plan.titleZh);
    assert.equal(detail.content, plan.contentZh);
    assert.equal(detail.status, 1);
    assert.deepEqual(
      detail.categoryPath.map((node) => node.id),
      ['TJ', 'TJ431'],
    );
    const single = await seeded.data<ArticleSummary>('POST', SINGLE(plan.id));
    assert.equal(single.title, plan.titleEn);
    assert.ok(!('content' in single));
  });

  test('the configured promotion article exists and is published', async () => {
    const detail = await seeded.data<ArticleDetail>('GET', DETAIL(PROMOTION_ARTICLE_ID));
    assert.equal(detail.categoryId, 'HDCX');
  });

  test('a draft, an article of a hidden category and an unknown id answer code 3', async () => {
    const [draft] = await seeded.db.select().from(articles).where(eq(articles.status, 0)).limit(1);
    const [webinar] = await seeded.db
      .select()
      .from(articles)
      .where(and(eq(articles.categoryId, 'XXPT003'), eq(articles.status, 1)))
      .limit(1);
    assert.ok(draft && webinar);
    for (const id of [draft.id, webinar.id, 999_999]) {
      await expectCode('GET', DETAIL(id), undefined, 3, 'id');
      await expectCode('POST', SINGLE(id), undefined, 3, 'id');
    }
  });

  test('refuses malformed ids naming the field', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      await expectCode('GET', DETAIL(id), undefined, 400, 'id');
      await expectCode('POST', SINGLE(id), undefined, 400, 'id');
    }
  });
});

describe('POST /staff/articles', () => {
  const STAFF = '/staff/articles';
  const TOKEN = 'articles-test-staff-token-0001';
  const article = { categoryId: 'XWZX', titleEn: 'Hostile', titleZh: '恶意' };
  /** The seeded database behind an app that knows a staff token. */
  const asStaff = async (body: unknown, token = TOKEN) => {
    const app = createApp({ db: seeded.db, dataDir: '/nonexistent', settings: { staffToken: TOKEN } });
    return (await requestEnvelope(app, 'POST', STAFF, { body, headers: { authorization: `Bearer ${token}` } })).envelope;
  };
  const created = async (body: unknown) => {
    const envelope = await asStaff(body);
    assert.equal(envelope.code, 0, envelope.msg);
    return (envelope.data as { id: number }).id;
  };

  test('stores the body as authored: a hostile article is answered unchanged for the storefront to sanitise', async () => {
    const hostile = '<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await created({ ...article, contentEn: hostile, contentZh: hostile });
    assert.ok(id > PLAN_ARTICLE_OFFSET, 'new articles come after the fixed ids');
    const detail = await seeded.data<ArticleDetail>('GET', DETAIL(id));
    assert.equal(detail.content, hostile);
    const news = await seeded.data<ArticleList>('POST', DATA, { body: { code: 'XWZX', limit: 100 } });
    assert.ok(news.list.some((item) => item.id === id));
    await seeded.db.delete(articles).where(eq(articles.id, id));
  });

  test('a draft is stored but not served', async () => {
    const id = await created({ ...article, contentEn: '<p>x</p>', contentZh: '<p>x</p>', status: 0 });
    await expectCode('GET', DETAIL(id), undefined, 3, 'id');
    await seeded.db.delete(articles).where(eq(articles.id, id));
  });

  test('needs the staff token and valid input', async () => {
    const body = { ...article, contentEn: '<p>x</p>', contentZh: '<p>x</p>' };
    assert.equal((await asStaff(body, 'wrong-token')).code, 401);
    assert.equal((await seeded.call('POST', STAFF, { body })).code, 401, 'no staff token configured: refused');
    // The token is checked before the input: without it, a broken body tells nothing about the input's rules.
    const broken = await asStaff({ ...body, titleEn: '  ', status: 2 }, 'wrong-token');
    assert.deepEqual([broken.code, broken.msg], [401, 'authorization: a valid staff token is required (Authorization: Bearer <token>)']);
    assert.match((await asStaff({ ...body, titleEn: '  ' })).msg, /^titleEn/);
    assert.match((await asStaff({ ...body, status: 2 })).msg, /^status/);
    assert.match((await asStaff({ ...body, contentZh: undefined })).msg, /^contentZh/);
    const other = await asStaff({ ...body, categoryId: 'CP001' });
    assert.equal(other.code, 3);
    assert.match(other.msg, /^categoryId/);
  });
});

describe('sitemapArticles', () => {
  test('lists every visible article and no draft', async () => {
    const feed = await seeded.data<{ list: { id: number; categoryId: string }[] }>('GET', '/operation/tiContent/sitemapArticles');
    const [draft] = await seeded.db.select().from(articles).where(eq(articles.status, 0)).limit(1);
    assert.ok(feed.list.some((item) => item.id === PROMOTION_ARTICLE_ID));
    assert.ok(!feed.list.some((item) => item.id === draft?.id || item.categoryId === 'XXPT003'));
  });
});
