/** @jest-environment node */
import { PLAN_ARTICLE_OFFSET, PROMOTION_ARTICLE_ID } from '@/contract/article-constants';
import {
  articleCategoryHref,
  articleIdOf,
  articleInternalPath,
  articleListHref,
  fromArticleListSegment,
  fromArticleSegment,
  isEventPromotionCategory,
  parseArticleListQuery,
  toArticleListSegment,
  toArticleSegment,
} from './article-routes';

const params = (query: string) => new URLSearchParams(query);

describe('article lists', () => {
  test('/event-promotion takes its root from code and its category from dictValue', () => {
    expect(parseArticleListQuery('event-promotion', params('code=HDCX&dictValue=HDCX001&page=3&sort=newest'))).toEqual({
      root: 'HDCX',
      category: 'HDCX001',
      page: 3,
      sort: 'newest',
    });
    expect(parseArticleListQuery('event-promotion', params('code=catalog'))).toEqual({ root: 'catalog', category: 'catalog', page: 1, sort: 'sort' });
  });

  test('an unknown or missing code shows the news', () => {
    expect(parseArticleListQuery('event-promotion', params('code=CP001')).root).toBe('XWZX');
    expect(parseArticleListQuery('event-promotion', params('')).root).toBe('XWZX');
  });

  test('plans and learning support have fixed roots and take the category from id', () => {
    expect(parseArticleListQuery('experimentalPlanList', params('id=TJ430&sort=x&page=0'))).toEqual({ root: 'TJ', category: 'TJ430', page: 1, sort: 'sort' });
    expect(parseArticleListQuery('learning-support', params(''))).toEqual({ root: 'XXPT', category: 'XXPT', page: 1, sort: 'sort' });
    expect(parseArticleListQuery('learning-support', params('id=<script>')).category).toBe('XXPT');
  });

  test('segments round-trip and leave defaults out', () => {
    const query = { root: 'HDCX', category: 'HDCX001', page: 2, sort: 'newest' as const };
    expect(toArticleListSegment(query)).toBe('c~HDCX.d~HDCX001.p~2.s~newest');
    expect(fromArticleListSegment('event-promotion', toArticleListSegment(query))).toEqual(query);
    const plans = { root: 'TJ', category: 'TJ', page: 1, sort: 'sort' as const };
    expect(toArticleListSegment(plans)).toBe('c~TJ');
    expect(fromArticleListSegment('experimentalPlanList', 'c~TJ')).toEqual(plans);
    expect(fromArticleListSegment('experimentalPlanList', '%E0%A4%A')).toEqual(plans);
  });

  test('public hrefs', () => {
    expect(articleListHref('event-promotion', { root: 'XWZX', category: 'XWZX', page: 2 })).toBe('/event-promotion?code=XWZX&page=2');
    expect(articleListHref('event-promotion', { root: 'HDCX', category: 'HDCX001' })).toBe('/event-promotion?code=HDCX&dictValue=HDCX001');
    expect(articleListHref('experimentalPlanList', { root: 'TJ', category: 'TJ431', sort: 'newest' })).toBe('/experimentalPlanList?id=TJ431&sort=newest');
  });
});

describe('article pages', () => {
  test('id names the article on every detail route', () => {
    expect(articleIdOf('data-detail', params('id=12'))).toBe(12);
    expect(articleIdOf('experimentalPlanDetail', params('id=4490&sort=1'))).toBe(4490);
  });

  test('plan N is article N − 1 + 4485', () => {
    expect(articleIdOf('experimentalPlanDetail', params('sort=1'))).toBe(PLAN_ARTICLE_OFFSET);
    expect(articleIdOf('experimentalPlanDetail', params('sort=3'))).toBe(PLAN_ARTICLE_OFFSET + 2);
  });

  test('/promotion-detail without an id shows the configured promotion article', () => {
    expect(articleIdOf('promotion-detail', params(''))).toBe(PROMOTION_ARTICLE_ID);
    expect(articleIdOf('promotion-detail', params('id=abc'))).toBeNull();
  });

  test('malformed ids name no article', () => {
    for (const id of ['0', '-3', '1.5', 'x', '1234567890123']) expect(articleIdOf('data-detail', params(`id=${id}`))).toBeNull();
    expect(articleIdOf('data-detail', params(''))).toBeNull();
    expect(articleIdOf('experimentalPlanDetail', params('sort=0'))).toBeNull();
  });

  test('segments and hrefs', () => {
    expect(toArticleSegment(12)).toBe('id~12');
    expect(toArticleSegment(null)).toBe('none');
    expect(fromArticleSegment('id~12')).toBe(12);
    expect(fromArticleSegment('none')).toBeNull();
  });

  test('the proxy’s internal paths', () => {
    expect(articleInternalPath('zh', '/experimentalPlanDetail', params('sort=2'))).toBe(`/zh/article/experimentalPlanDetail/id~${PLAN_ARTICLE_OFFSET + 1}`);
    expect(articleInternalPath('en', '/event-promotion', params('code=HDCX&page=2'))).toBe('/en/article-list/event-promotion/c~HDCX.p~2');
    expect(articleInternalPath('en', '/goods-list', params('id=CP001'))).toBeNull();
  });
});

describe('articleCategoryHref', () => {
  test('event, news and catalogue categories list at /event-promotion', () => {
    expect(articleCategoryHref('HDCX', [])).toBe('/event-promotion?code=HDCX');
    expect(articleCategoryHref('XWZX001', ['XWZX'])).toBe('/event-promotion?code=XWZX&dictValue=XWZX001');
  });

  test('plans, learning support and the double-eleven page open where a category click opens them', () => {
    expect(articleCategoryHref('TJ430', ['TJ'])).toBe('/experimentalPlanList?id=TJ430');
    expect(articleCategoryHref('XXPT', [])).toBe('/learning-support?id=XXPT');
    expect(articleCategoryHref('CS0112', ['CS'])).toBe('/promotionTrialList?id=CS0112');
  });
});

test('isEventPromotionCategory', () => {
  expect(isEventPromotionCategory('catalog', [])).toBe(true);
  expect(isEventPromotionCategory('HDCX001', ['HDCX'])).toBe(true);
  expect(isEventPromotionCategory('TJ430', ['TJ'])).toBe(false);
});
