/** @jest-environment node */
import * as constants from './constants';

describe('docs/product.md §9 constants', () => {
  it('match docs/product.md §9', () => {
    expect(constants).toMatchObject({
      RECENT_SEARCHES_MAX: 10,
      HOT_SEARCHES_COUNT: 20,
      SEARCH_SUGGESTIONS_COUNT: 10,
      LATEST_FOOTPRINTS_PAGE_SIZE: 4,
      MEGA_MENU_GOODS_MAX: 6,
      MENU_SUB_ITEMS_PER_ROW: 3,
      DEFAULT_PAGE_SIZE: 20,
      ANTIBODY_TABLE_PAGE_SIZE: 50,
      TABLE_FETCH_LIMIT: 10000,
      DEFAULT_GOODS_SORT: { orderBy: 'itemno', itemnoSort: 'asc' },
      CAROUSEL_INTERVAL_MS: 10000,
      CAROUSEL_IMAGE_MAX_HEIGHT_PX: 140,
      ADVERT_DIALOG_WIDTH_PX: 1050,
      ADVERT_REAPPEAR_MS: 300000,
      MEGA_MENU_HOVER_DELAY_MS: 500,
      STICKY_HEADER_SCROLL_PX: 190,
      SCROLL_DELAY_MS: 100,
      COUNTDOWN_REFRESH_MS: 1000,
      REQUEST_RETRY_COUNT: 1,
      REQUEST_RETRY_DELAY_MS: 5000,
      FALLBACK_AFTER_MS: 15000,
      ROOT_FONT_MAX_WIDTH_PX: 540,
      MEDIUM_MENU_BLOCK_SIZE: 10,
      MEDIUM_MENU_DIALOG_BLOCK_SIZE: 14,
    });
  });
});
