/**
 * What the goods page's islands say (docs/islands.md), handed to them by the page's
 * IslandMessages: gallery, inquiry actions (with the inquiry list's toast and the failure
 * texts of lib/api), favourite heart and its removal dialog, promotion countdown.
 */
export const GOODS_ISLAND_MESSAGES = [
  'goods.gallery',
  'goods.imageAlt',
  'goods.showImage',
  'goods.skuChoice',
  'goods.quantity',
  'goods.addToInquiry',
  'goods.inquireNow',
  'availability.askAlternative',
  'goods.promotionUntil',
  'promotion.endsIn',
  'promotion.ended',
  'inquiryList.added',
  'favourites',
  'trials.applyAction',
  'account.failed',
  'common.networkError',
  'common.requestTimeout',
  'common.routeCancelled',
  'common.badResponse',
] as const;
