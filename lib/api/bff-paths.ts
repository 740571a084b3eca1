/**
 * The contract paths the BFF forwards (docs/architecture.md §4, docs/product.md §7): the calls
 * the storefront's islands make, nothing else. A request path is matched only after it has been
 * decoded and normalised, and the path forwarded is the one written here, never the visitor's
 * spelling, so encoded dot segments or backslashes cannot walk to another API route.
 *
 * Not here on purpose: the calls that answer a login token (login, register: POST /api/session
 * seals the token into the cookie), logout (DELETE /api/session), the sitemap feed (server
 * only), the staff and dev endpoints. Upload chunks (multipart) have their own route, app/api/file/chunk.
 */
const FORWARDED_PATHS: readonly string[] = [
  // §7.1 account, cart and inquiries
  '/online/toGoodsCar/myCarList',
  '/online/toGoodsCar/addCar',
  '/online/toGoodsCar/addCarBatch',
  '/online/toGoodsCar/cancelCar',
  '/online/toGoodsCar/updateCar',
  '/online/toGoodsCar/myCarSize',
  '/sys/sysdict/list',
  '/overseas/login/mobile/getVerificationCode',
  '/overseas/login/email/getVerificationCode',
  '/overseas/login/retrievePassword',
  '/overseas/form/submit',
  '/overseas/goodInquire/submitGoodInquireImmediately',
  '/online/togoodscollection/addCollection',
  '/online/togoodscollection/cancelCollection',
  '/online/togoodscollection/myCollection',
  '/online/togoodscollection/collectedIds',
  '/online/ToGoodsFoot/footprint',
  '/online/ToGoodsFoot/addFootprint',
  '/online/ToGoodsFoot/addFootprintBatch',
  '/online/ToGoodsFoot/delete',
  '/user/overseasUser/my',
  // §7.4 upload (the chunk itself: app/api/file/chunk), account information, feedback (docs/product.md §13, §14)
  '/file/chunk',
  '/file/merge',
  '/user/profile/info',
  '/user/profile/update',
  '/online/feedback/submit',
  '/online/feedback/list',
  // the personal centre (docs/product.md §10)
  '/operation/topmsg/listmsg',
  '/operation/topmsg/updateMsgHasRead',
  '/operation/topmsg/updateAllMsgHasRead',
  '/operation/topmsg/delete',
  '/user/overseasUser/selectSeePC',
  '/user/overseasUser/updateSee',
  '/erp/getAccountInfo',
  '/erp/getDebtDetail',
  '/erp/invoiceRequest/list',
  '/erp/invoiceRequest/submit',
  '/erp/invoiceRequest/cancel',
  '/user/overseasUser/sendSecurityCode',
  '/user/overseasUser/updatePassword',
  '/user/overseasUser/updateMobile',
  '/user/overseasUser/updateEmail',
  '/user/overseasUser/level',
  '/online/toExperimentProgress/list',
  '/online/toScanDetection/list',
  '/online/toGrinderRecord/list',
  // §11 settlement, orders and receiving addresses (reads are server-rendered)
  '/user/tbmailinginfo/addAddress',
  '/user/tbmailinginfo/updateAddress',
  '/user/tbmailinginfo/delete',
  '/online/toGoodsOrder/submit',
  '/online/toGoodsOrder/cancel',
  '/online/toGoodsOrder/delete',
  // §7.1 after-sales and evaluations (docs/product.md §12)
  '/online/toOrderService/aftermarketList',
  '/online/toOrderService/subAftermarket',
  '/online/toOrderService/aftermarketDetail',
  '/online/toOrderService/cancelAftermarket',
  '/online/toOrderService/checkAftermarketQuantity',
  '/online/toOrderService/getAftermarketOrderCount',
  '/online/toOrderComments/saveOrderComments',
  '/online/toOrderComments/myEvaluations',
  '/online/toOrderComments/lineEvaluation',
  '/online/togoodscomment/search',
  // §7.1 free trials and the points mall (docs/product.md §2.10, §2.11)
  '/online/toTrialProducts/apply',
  '/online/toTrialProducts/list',
  '/online/toTrialProducts/detail',
  '/online/toTrialOrder/getOrderCount',
  '/online/toPointsOrder/exchange',
  '/online/toPointsOrder/balance',
  // §7.2 content and search
  '/online/togoods/searchGoods',
  '/operation/tiContent/searchContent',
  '/online/tihotpro/list',
  '/online/toUserSearchTerms/list',
  '/online/toUserSearchTerms/record',
  '/operation/tiContent/getSearchContent',
  '/operation/tiContent/saveSearchContent',
  '/operation/tiContent/deleteSearchContent',
  '/online/toBanner/list',
  '/online/toGoodsBanner/list',
  '/online/toGoodsBanner/getIndexHome',
  '/overseas/featuredFirst/getIndexMenuList',
  '/online/togoods/getDocumentByGoodsCode',
  '/online/togoods/generalRecommend',
  // §7.3 goods and categories
  '/online/togoods/details',
  '/online/togoods/guessRecommend',
  '/online/togoods/classifyGoodsList',
  '/online/togoods/newClassifyGoodsList',
  '/online/togoods/labelsClassifyListNums',
  '/online/togoods/labelsClassifyGoodsList',
  '/online/togoods/classifyLabelsNums',
  '/online/togoods/classifyGoodsListForKtRandom',
  '/online/togoods/applicationsAndSpeciesList',
  '/online/togoods/getBindGroupIdByGoodsId',
  '/online/togoods/cultureMediumClassifyList',
  '/online/togoods/listNoPage',
  '/online/togoods/classifyGoodsListForAntibody/KT',
  '/online/togoods/classifyGoodsListForAntibody/YK',
  '/online/togoods/classifyGoodsListForProduct',
  '/online/togoods/classifyGoodsListForService',
  '/online/toCultureMedium/list',
  '/online/toCultureMedium/recommendList',
  '/online/toGoodsClassify/classifyHierarchyList',
  '/online/toGoodsClassify/classifyHierarchyListSelf',
  '/online/toGoodsClassify/searchClassify',
];

/** Paths with one trailing id: a document download, a category, an article (§7.2, §7.3). */
const FORWARDED_ID_PREFIXES: readonly string[] = [
  '/online/togoods/downLoadInc/',
  '/online/toGoodsClassify/info/',
  '/operation/tiContent/dataSingle/',
];

/** An id segment: digits or a category code (CP001), nothing that could spell a path. */
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

const FORWARDED = new Set(FORWARDED_PATHS);

/** Decoding rounds before a still-encoded path is refused (`%252e` is encoded twice). */
const DECODE_ROUNDS = 3;

/**
 * The contract path `rawPath` (the URL path after `/api`, still percent-encoded) asks for, once
 * percent-decoded until stable; null when that is not a forwarded path. Backslashes, empty, dot
 * or control-character segments and anything still encoded after three rounds never match.
 */
export function forwardedContractPath(rawPath: string): string | null {
  let path = rawPath;
  for (let round = 0; round < DECODE_ROUNDS && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  // Control characters are exactly what is refused.
  if (path.includes('%') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)) return null;
  const segments = path.split('/');
  if (segments[0] !== '' || segments.slice(1).some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  if (FORWARDED.has(path)) return path;
  for (const prefix of FORWARDED_ID_PREFIXES) {
    if (path.startsWith(prefix) && ID_SEGMENT.test(path.slice(prefix.length))) return path;
  }
  return null;
}
