/** The COA lookup and the certificate download (docs/product.md §2.7, §7.2). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import { ok, CODE, fail } from '../http/envelope';
import { langFrom } from '../http/locale';
import { describeIssues } from '../http/validation';
import { defineRoute } from '../http/route';
import { CoaLotList, CoaPdfRequest, CoaSearchRequest } from '../../contract/coa';
import { BATCH_REQUIRED } from '../../contract/coa-limits';
import { createCertificateCache } from './certificate-cache';
import type { CjkFont } from '../fonts/cjk-font';
import { certificatePdf } from './certificate-pdf';
import { findLots, lotById } from './lots';
import { contentDisposition } from '../files/files-routes';
import { coaApi } from '../../contract/operations/coa';

export const coaRoutes = [
  defineRoute({
    operation: coaApi.search,
    data: CoaLotList,
    tag: 'COA',
    summary: 'Lots of a batch number, for the certificate of analysis lookup',
    description: `batch is required (msg 'batch: ${BATCH_REQUIRED}'); itemno narrows to one Cat. No. Answers data.list (empty when no lot has that batch) and data.totalCount.`,
    input: CoaSearchRequest,
    async handler({ batch, itemno }, { db, lang }) {
      const list = await findLots(db, batch, itemno, lang);
      return ok({ list, totalCount: list.length });
    },
  }),
];

/** Where the certificate of a lot is served (a PDF, not an envelope, so outside the JSON routes). */
const CERTIFICATE_PATH = '/online/toCoa/pdf/:lotId';

/**
 * GET /online/toCoa/pdf/{lotId}: the lot's certificate in the `lang` header's (or `?lang=`)
 * language; English labels when the machine has no Chinese font (server/fonts/cjk-font.ts). Bad id:
 * 400 envelope; unknown lot: 404 envelope.
 */
export function mountCertificates(app: OpenAPIHono, db: Db, cjkFont: CjkFont | null): void {
  const cache = createCertificateCache();
  app.get(CERTIFICATE_PATH, async (c) => {
    const parsed = CoaPdfRequest.safeParse({ lotId: c.req.param('lotId') });
    if (!parsed.success) return c.json(fail(CODE.invalid, describeIssues(parsed.error.issues)), 400);
    const asked = langFrom(c.req.query('lang') ?? c.req.header('lang'));
    const lang = asked === 'zh' && !cjkFont ? 'en' : asked;
    const lot = await lotById(db, parsed.data.lotId, lang);
    if (!lot) return c.json(fail(CODE.notFound, `lotId: no lot ${parsed.data.lotId}`), 404);
    const pdf = await cache.get(lot.id, lang, () => certificatePdf(lot, { lang, cjkFont }));
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', `COA-${lot.batch}.pdf`),
      'content-language': lang,
      // A released lot's certificate does not change: a day in any cache.
      'cache-control': 'public, max-age=86400',
    });
  });
}
