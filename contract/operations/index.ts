/**
 * Every operation of the API contract, for what is derived from all of them: the BFF's allow-list
 * (lib/api/bff-paths.ts) and the check that the API mounts each one exactly once (server/app.ts).
 * A new domain's descriptors file is listed here once; a new operation in a listed file needs nothing here.
 */
import type { Operation } from '../operation';
import { accountsApi, outboxApi, securityApi } from './accounts';
import { addressesApi } from './addresses';
import { aftersalesApi, staffAftersalesApi } from './aftersales';
import { categoriesApi, goodsListsApi, homeApi } from './catalogue';
import { citationsApi } from './citations';
import { coaApi } from './coa';
import { compareGoodsApi, compareListApi } from './compare';
import { companyApi } from './company';
import { articlesApi, contentApi } from './content';
import { inquiryListApi, favouritesApi, footprintsApi } from './customer';
import { evaluationsApi } from './evaluations';
import { evidenceApi } from './evidence';
import { feedbackApi } from './feedback';
import { antibodyApi, mediumApi } from './finder';
import { galleryApi } from './gallery';
import { documentsApi, goodsApi, goodsPageApi, recommendApi } from './goods';
import { inquiriesApi, myInquiriesApi, staffInquiriesApi } from './inquiries';
import { messagesApi } from './messages';
import { ordersApi, staffOrdersApi } from './orders';
import { pointsApi, staffPointsApi } from './points';
import { primersApi } from './primers';
import { reorderApi } from './reorder';
import { profileApi } from './profile';
import { quotesApi, staffQuotesApi } from './quotes';
import { searchApi, userSearchesApi, staffSearchesApi } from './search';
import { serviceRecordsApi } from './service-records';
import { sitemapApi } from './sitemap';
import { staffAccountsApi, staffConsoleApi } from './staff';
import { staffTrialsApi, trialsApi } from './trials';
import { uploadsApi } from './uploads';
import { walletApi } from './wallet';

const DOMAINS = [
  staffConsoleApi,
  staffAccountsApi,
  outboxApi,
  securityApi,
  accountsApi,
  addressesApi,
  aftersalesApi,
  staffAftersalesApi,
  goodsListsApi,
  homeApi,
  categoriesApi,
  citationsApi,
  coaApi,
  compareGoodsApi,
  compareListApi,
  companyApi,
  contentApi,
  articlesApi,
  footprintsApi,
  inquiryListApi,
  reorderApi,
  favouritesApi,
  evaluationsApi,
  evidenceApi,
  feedbackApi,
  mediumApi,
  antibodyApi,
  galleryApi,
  goodsApi,
  recommendApi,
  documentsApi,
  goodsPageApi,
  inquiriesApi,
  myInquiriesApi,
  staffInquiriesApi,
  messagesApi,
  staffOrdersApi,
  ordersApi,
  pointsApi,
  staffPointsApi,
  primersApi,
  profileApi,
  quotesApi,
  staffQuotesApi,
  userSearchesApi,
  searchApi,
  staffSearchesApi,
  serviceRecordsApi,
  sitemapApi,
  trialsApi,
  staffTrialsApi,
  uploadsApi,
  walletApi,
];

export const OPERATIONS: readonly Operation[] = DOMAINS.flatMap((domain) => Object.values<Operation>(domain));
