/**
 * The catalogue API: docs/product.md §7's paths, modes and envelope (docs/architecture.md §3), documented at
 * /openapi.json from the same zod schemas that validate the requests.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from './db/client';
import { ApiFailure, CODE, fail } from './http/envelope';
import { mountRoute, type RouteDefinition } from './http/route';
import { apiSecurityHeaders } from './http/security-headers';
import { refuseMalformedUrls } from './http/percent-encoding';
import { documentOf, registerDocumentComponents } from './http/openapi-document';
import { checkAnswersAgainstDocument } from './http/document-check';
import { log } from './log';
import type { Mailer } from './mail/mailer';
import { DEFAULT_SETTINGS, type ApiSettings } from './settings';
import { accountRoutes } from './accounts/accounts-routes';
import { antibodyRoutes } from './finder/antibody-routes';
import { articleRoutes } from './content/articles-routes';
import { inquiryListRoutes } from './customer/inquiry-list-routes';
import { reorderRoutes } from './customer/reorder-routes';
import { citationRoutes } from './citations/citations-routes';
import { evidenceRoutes } from './evidence/evidence-routes';
import { categoryRoutes } from './catalogue/categories-routes';
import { companyRoutes } from './company/company-routes';
import { coaRoutes, mountCertificates } from './coa/coa-routes';
import { contentRoutes } from './content/content-routes';
import { galleryRoutes } from './gallery/gallery-routes';
import { documentRoutes } from './goods/documents-routes';
import { outboxRoutes } from './accounts/outbox-routes';
import { primerRoutes } from './primers/primers-routes';
import { favouriteRoutes } from './customer/favourites-routes';
import { mountFiles } from './files/files-routes';
import { findCjkFont } from './fonts/cjk-font';
import { footprintRoutes } from './customer/footprints-routes';
import { goodsRoutes } from './goods/goods-routes';
import { goodsListRoutes } from './catalogue/goods-lists-routes';
import { homeRoutes } from './catalogue/home-routes';
import { inquiryRoutes } from './inquiries/inquiries-routes';
import { myInquiryRoutes } from './inquiries/my-inquiries-routes';
import { mediumRoutes } from './finder/medium-routes';
import { recommendRoutes } from './goods/recommend-routes';
import { goodsPageRoutes } from './goods/goods-page-routes';
import { compareGoodsRoutes } from './goods/compare-goods-routes';
import { compareListRoutes } from './customer/compare-list-routes';
import { searchRoutes } from './search/search-routes';
import { sitemapRoutes } from './sitemap/sitemap-routes';
import { staffInquiryRoutes } from './inquiries/staff-inquiries-routes';
import { staffConsoleRoutes } from './staff/staff-console-routes';
import { searchReportRoutes } from './search/search-report-routes';
import { staffAccountRoutes } from './staff/staff-accounts-routes';
import { userSearchRoutes } from './search/user-searches-routes';
import { feedbackRoutes } from './feedback/feedback-routes';
import { profileRoutes } from './profile/profile-routes';
import { MAX_CHUNK_BODY_BYTES, mountChunkUpload, mountUploadedFiles, uploadRoutes } from './uploads/uploads-routes';
import { messageRoutes } from './messages/messages-routes';
import { walletRoutes } from './wallet/wallet-routes';
import { securityRoutes } from './accounts/security-routes';
import { serviceRecordRoutes } from './service-records/service-records-routes';
import { addressRoutes } from './addresses/addresses-routes';
import { orderRoutes } from './orders/orders-routes';
import { staffOrderRoutes } from './orders/staff-orders-routes';
// After-sales and evaluations (issue 14)
import { afterSalesRoutes } from './aftersales/aftersales-routes';
import { staffAfterSalesRoutes } from './aftersales/staff-aftersales-routes';
import { evaluationRoutes } from './evaluations/evaluations-routes';
import { trialRoutes } from './trials/trials-routes';
import { staffTrialRoutes } from './trials/staff-trials-routes';
import { pointsRoutes } from './points/points-routes';
import { staffPointsRoutes } from './points/staff-points-routes';
import { quoteRoutes } from './quotes/quotes-routes';
import { staffQuoteRoutes } from './quotes/staff-quotes-routes';
import { uploadsApi } from '../contract/operations/uploads';

/**
 * Large enough for any form of the shop; a 10 MB message is refused before it is parsed.
 * @internal exported for its tests
 */
export const MAX_BODY_BYTES = 1024 * 1024;

// Each domain exports its routes as a list; the zod types differ per route, so the list is widened here.
const routes = [
  ...categoryRoutes,
  ...goodsRoutes,
  ...goodsListRoutes,
  ...recommendRoutes,
  ...goodsPageRoutes,
  ...compareGoodsRoutes,
  ...documentRoutes,
  ...citationRoutes,
  ...evidenceRoutes,
  ...homeRoutes,
  ...sitemapRoutes,
  ...contentRoutes,
  ...articleRoutes,
  ...galleryRoutes,
  ...antibodyRoutes,
  ...mediumRoutes,
  ...searchRoutes,
  ...accountRoutes,
  ...inquiryListRoutes,
  ...reorderRoutes,
  ...favouriteRoutes,
  ...compareListRoutes,
  ...footprintRoutes,
  ...userSearchRoutes,
  ...inquiryRoutes,
  ...myInquiryRoutes,
  ...staffInquiryRoutes,
  ...staffConsoleRoutes,
  ...searchReportRoutes,
  ...staffAccountRoutes,
  ...companyRoutes,
  ...coaRoutes,
  ...primerRoutes,
  ...feedbackRoutes,
  ...profileRoutes,
  // The personal centre: messages, wallet, account security and level, service records (docs/product.md §10).
  ...messageRoutes,
  ...walletRoutes,
  ...securityRoutes,
  ...serviceRecordRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...staffOrderRoutes,
  ...quoteRoutes,
  ...staffQuoteRoutes,
  ...afterSalesRoutes,
  ...staffAfterSalesRoutes,
  ...evaluationRoutes,
  ...trialRoutes,
  ...staffTrialRoutes,
  ...pointsRoutes,
  ...staffPointsRoutes,
] as unknown as RouteDefinition<never>[];

export interface AppOptions {
  db: Db;
  dataDir: string;
  /** Default: the log only (tests); main.ts passes the outbox/SMTP delivery. */
  mailer?: Mailer;
  settings?: Partial<ApiSettings>;
}

/** Tests that do not look at mail: messages are logged at debug level and dropped. */
const loggingMailer: Mailer = {
  async send(message) {
    log.debug('mail not delivered (no mailer configured)', { channel: message.channel, recipient: message.recipient, subject: message.subject });
  },
};

export function createApp({ db, dataDir, mailer = loggingMailer, settings }: AppOptions): OpenAPIHono {
  const services = { db, mailer, settings: { ...DEFAULT_SETTINGS, ...settings } };
  const app = new OpenAPIHono();

  app.use('*', apiSecurityHeaders(services.settings.hstsMaxAge));
  app.use('*', refuseMalformedUrls());
  registerDocumentComponents(app);
  const document = documentOf(app);
  // The API tests set CONTRACT_CHECK=1: every answer is checked against the document served below.
  if (process.env.CONTRACT_CHECK === '1') app.use('*', checkAnswersAgainstDocument(document));
  const formLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(fail(CODE.invalid, `Request body: larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`), 413),
  });
  // An upload chunk (docs/product.md §13) is the one body larger than a form: its own cap, just above one chunk.
  const chunkLimit = bodyLimit({
    maxSize: MAX_CHUNK_BODY_BYTES,
    onError: (c) => c.json(fail(CODE.invalid, `upfile: a chunk body must be at most ${MAX_CHUNK_BODY_BYTES} bytes`), 413),
  });
  app.use('*', (c, next) => (c.req.method === 'POST' && c.req.path === uploadsApi.chunkUpload.path ? chunkLimit(c, next) : formLimit(c, next)));

  for (const route of routes) mountRoute(app, services, route);
  for (const route of uploadRoutes(dataDir)) mountRoute(app, services, route as unknown as RouteDefinition<never>);
  mountChunkUpload(app, db, dataDir);
  mountUploadedFiles(app, db, dataDir);
  // Test journeys read verification codes here; anyone who can call it can log in as anyone.
  if (services.settings.exposeOutbox) for (const route of outboxRoutes) mountRoute(app, services, route);

  app.get('/health', (c) => c.json({ code: CODE.ok, msg: 'success', data: { status: 'up' } }));
  // One CJK font for every Chinese PDF: certificates and datasheets.
  const cjkFont = services.settings.cjkFont === undefined ? findCjkFont() : services.settings.cjkFont;
  mountFiles(app, dataDir, db, cjkFont);
  mountCertificates(app, db, cjkFont);

  app.get('/openapi.json', (c) => c.json(document()));

  app.notFound((c) => c.json(fail(CODE.notFound, `No API route ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(fail(error.code, error.message));
    log.error('request failed', { method: c.req.method, path: c.req.path, error: error.stack ?? String(error) });
    return c.json(fail(CODE.internal, 'Internal error; please try again later'), 500);
  });

  return app;
}
