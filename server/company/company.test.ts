import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
// The app first: contract fields must be created after @hono/zod-openapi extends zod.
import { seededApp } from '../testing/seeded-app';
import type { ListPage } from '../../contract/envelope';
import { ATTACHMENT_LIST_LIMIT, COMPANY_PAGE_SLUGS, type Attachment, type PurchaseNotice, type PurchaseNoticeDetail } from '../../contract/company';

const { call, data } = seededApp(20);

/** The `page` of a paged answer that must succeed. */
async function pageOf<T>(path: string): Promise<T> {
  const envelope = await call('GET', path);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.page as T;
}

async function expectInvalid(path: string, field: string) {
  const envelope = await call('GET', path);
  assert.equal(envelope.code, 400, `${path} refuses bad ${field}`);
  assert.match(envelope.msg, new RegExp(`^${field}: `));
}

async function expectNotFound(path: string) {
  const envelope = await call('GET', path);
  assert.equal(envelope.code, 3, `${path} answers code 3`);
}

describe('company pages', () => {
  test('every slug answers its page in both languages', async () => {
    for (const slug of COMPANY_PAGE_SLUGS) {
      const en = await data<{ slug: string; title: string; sections: { heading: string }[] }>('GET', `/operation/companyPage/detail?slug=${slug}`);
      const zh = await data<{ title: string; sections: { heading: string }[] }>('GET', `/operation/companyPage/detail?slug=${slug}`, { lang: 'zh' });
      assert.equal(en.slug, slug);
      assert.ok(en.sections.length > 0, `${slug} has sections`);
      assert.notEqual(en.title, zh.title, `${slug} is translated`);
      assert.match(zh.title, /[\u4e00-\u9fff]/);
    }
  });

  test('the distributors page lists distributors with ISO country codes; other pages none', async () => {
    const page = await data<{ distributors: { countryCode: string; region: string; city: string }[] }>(
      'GET',
      '/operation/companyPage/detail?slug=distributors',
      { lang: 'zh' },
    );
    assert.ok(page.distributors.length >= 10);
    for (const row of page.distributors) assert.match(row.countryCode, /^[A-Z]{2}$/);
    assert.ok(
      page.distributors.some((row) => /[\u4e00-\u9fff]/.test(row.city)),
      'cities in Chinese',
    );
    const profile = await data<{ distributors: unknown[] }>('GET', '/operation/companyPage/detail?slug=profile');
    assert.deepEqual(profile.distributors, []);
  });

  test('bad and unknown slugs', async () => {
    await expectInvalid('/operation/companyPage/detail', 'slug');
    await expectInvalid('/operation/companyPage/detail?slug=Profile%201', 'slug');
    await expectNotFound('/operation/companyPage/detail?slug=careers');
  });
});

describe('category attachments', () => {
  test('a category lists its attachments with the 999999 limit; an unknown one lists none', async () => {
    const manuals = await data<{ list: Attachment[]; totalCount: number }>(
      'GET',
      `/online/toAttachment/listByCategory?category=manual&limit=${ATTACHMENT_LIST_LIMIT}`,
    );
    assert.equal(manuals.totalCount, manuals.list.length);
    assert.ok(manuals.list.length >= 2);
    for (const file of manuals.list) assert.match(file.url, /^\/files\/data-center\/.+\.pdf$/);
    const zh = await data<{ list: Attachment[] }>('GET', '/online/toAttachment/listByCategory?category=manual', { lang: 'zh' });
    assert.match(zh.list[0]?.fileName ?? '', /[\u4e00-\u9fff]/);
    const none = await data<{ list: Attachment[]; totalCount: number }>('GET', '/online/toAttachment/listByCategory?category=nothing-here');
    assert.deepEqual(none, { list: [], totalCount: 0 });
  });

  test('paging', async () => {
    const all = await data<{ list: Attachment[]; totalCount: number }>('GET', '/online/toAttachment/listByCategory?category=catalog');
    const second = await data<{ list: Attachment[]; totalCount: number }>('GET', '/online/toAttachment/listByCategory?category=catalog&page=2&limit=2');
    assert.equal(second.totalCount, all.totalCount);
    assert.deepEqual(second.list, all.list.slice(2, 4));
  });

  test('bad input names the field', async () => {
    await expectInvalid('/online/toAttachment/listByCategory', 'category');
    await expectInvalid('/online/toAttachment/listByCategory?category=a%20b', 'category');
    await expectInvalid(`/online/toAttachment/listByCategory?category=manual&limit=${ATTACHMENT_LIST_LIMIT + 1}`, 'limit');
    await expectInvalid('/online/toAttachment/listByCategory?category=manual&page=0', 'page');
  });

  test('downLoadInc counts each download', async () => {
    const [file] = (await data<{ list: Attachment[] }>('GET', '/online/toAttachment/listByCategory?category=msds')).list;
    assert.ok(file);
    const first = await data<Attachment>('GET', `/online/toAttachment/downLoadInc/${file.attachmentId}`);
    const second = await data<Attachment>('GET', `/online/toAttachment/downLoadInc/${file.attachmentId}`);
    assert.equal(first.url, file.url);
    assert.equal(first.downloads, file.downloads + 1);
    assert.equal(second.downloads, file.downloads + 2);
    const listed = (await data<{ list: Attachment[] }>('GET', '/online/toAttachment/listByCategory?category=msds')).list[0];
    assert.equal(listed?.downloads, file.downloads + 2);
    await expectNotFound('/online/toAttachment/downLoadInc/987654');
    await expectInvalid('/online/toAttachment/downLoadInc/abc', 'attachmentId');
    await expectInvalid('/online/toAttachment/downLoadInc/0', 'attachmentId');
  });
});

describe('purchase notices', () => {
  test('pageDocument lists notices newest first with their documents, paged', async () => {
    const page = await pageOf<ListPage<PurchaseNotice>>('/purchase/purchaseBidding/pageDocument');
    assert.ok(page.totalCount >= 5);
    const dates = page.list.map((notice) => notice.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(page.list.some((notice) => notice.documents.length > 0));
    const second = await pageOf<ListPage<PurchaseNotice>>('/purchase/purchaseBidding/pageDocument?page=2&limit=2');
    assert.equal(second.currPage, 2);
    assert.equal(second.totalPage, Math.ceil(page.totalCount / 2));
    assert.deepEqual(
      second.list.map((n) => n.id),
      page.list.slice(2, 4).map((n) => n.id),
    );
    await expectInvalid('/purchase/purchaseBidding/pageDocument?limit=101', 'limit');
    await expectInvalid('/purchase/purchaseBidding/pageDocument?page=x', 'page');
  });

  test('detail answers one notice with its body in the caller language', async () => {
    const [first] = (await pageOf<ListPage<PurchaseNotice>>('/purchase/purchaseBidding/pageDocument')).list;
    assert.ok(first);
    const en = await data<PurchaseNoticeDetail>('GET', `/purchase/purchaseBidding/detail?id=${first.id}`);
    const zh = await data<PurchaseNoticeDetail>('GET', `/purchase/purchaseBidding/detail?id=${first.id}`, { lang: 'zh' });
    assert.equal(en.noticeNo, first.noticeNo);
    assert.ok(en.body.length > 0);
    assert.match(zh.body[0] ?? '', /[\u4e00-\u9fff]/);
    assert.deepEqual(
      en.documents.map((d) => d.attachmentId),
      first.documents.map((d) => d.attachmentId),
    );
    await expectNotFound('/purchase/purchaseBidding/detail?id=99999');
    await expectInvalid('/purchase/purchaseBidding/detail', 'id');
    await expectInvalid('/purchase/purchaseBidding/detail?id=-1', 'id');
  });
});
