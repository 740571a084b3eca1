/** @jest-environment node */
import * as catalogue from './index';

describe('lib/catalogue public API', () => {
  it('re-exports every module', () => {
    for (const name of [
      'cnyToUsd',
      'parsePrice',
      'CNY_PER_USD',
      'stockLabel',
      'showsStock',
      'goodsKind',
      'badgesFor',
      'categoryRoute',
      'categoryHref',
      'goodsHref',
      'compareCategoriesForMenu',
      'imageUrl',
      'parseImageList',
      'promotionDisplay',
      'countdown',
      'pageSizeFor',
      'mergeBoundCells',
      'groupBoundGoods',
      'formatDate',
      'parseJsonField',
      'TABLE_FETCH_LIMIT',
      'CATEGORY',
    ]) {
      expect(catalogue).toHaveProperty(name);
    }
  });
});
