/** Business constants and limits (docs/product.md §9, and the counts of §2.4). The CNY rate is in price.ts. */

// Search and browsing
export const RECENT_SEARCHES_MAX = 10;
export const HOT_SEARCHES_COUNT = 20;
export const SEARCH_SUGGESTIONS_COUNT = 10;
/** Typing pause before the search box asks for suggestions (not in docs/product.md; ~200 ms feels instant). */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 200;
export const LATEST_FOOTPRINTS_PAGE_SIZE = 4;
export const MEGA_MENU_GOODS_MAX = 6;
export const MENU_SUB_ITEMS_PER_ROW = 3;
/** Recommended-media menu: entries per block on the page and in the dialog (§2.4 item 4). */
export const MEDIUM_MENU_BLOCK_SIZE = 10;
export const MEDIUM_MENU_DIALOG_BLOCK_SIZE = 14;

// Lists and pages
export const DEFAULT_PAGE_SIZE = 20;
export const ANTIBODY_TABLE_PAGE_SIZE = 50;
export const TABLE_FETCH_LIMIT = 10000;
export const DEFAULT_GOODS_SORT = { orderBy: 'itemno', itemnoSort: 'asc' } as const;

// Carousel and advert dialog
export const CAROUSEL_INTERVAL_MS = 10000;
export const CAROUSEL_IMAGE_MAX_HEIGHT_PX = 140;
export const ADVERT_DIALOG_WIDTH_PX = 1050;
export const ADVERT_REAPPEAR_MS = 5 * 60 * 1000;

// Timings of the page chrome
export const MEGA_MENU_HOVER_DELAY_MS = 500;
export const STICKY_HEADER_SCROLL_PX = 190;
export const SCROLL_DELAY_MS = 100;
export const COUNTDOWN_REFRESH_MS = 1000;

// Requests
export const REQUEST_RETRY_COUNT = 1;
export const REQUEST_RETRY_DELAY_MS = 5000;
/** With no reply within this time the API base switches to the fallback host. */
export const FALLBACK_AFTER_MS = 15000;
/** How long the fallback host keeps the calls before the primary is tried again. */
export const FALLBACK_HOLD_MS = 60000;

// Layout
export const ROOT_FONT_MAX_WIDTH_PX = 540;
