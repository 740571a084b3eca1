/**
 * What the goods page's islands say (docs/islands.md), handed to them by the page's
 * IslandMessages: gallery, inquiry actions (with the inquiry list's toast and the failure
 * sentences of lib/api/failure-message.ts), favourite heart and its removal dialog, promotion countdown,
 * an antibody's citation copy button, the compare toggle.
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
  'evidence.copyCitation',
  'compare.toggle',
  // The failures adding to the list or a favourite can meet; lib/i18n/pick-messages.ts adds the
  // general ones ('common'), and any other code says its general sentence.
  'apiFailure.invalid',
  'apiFailure.notFound',
  'apiFailure.goodsUnavailable',
  'apiFailure.rateLimited',
  'common.routeCancelled',
] as const;
