/**
 * Inquiry submission (docs/product.md §5, §7.1): never lost, never doubled. Each submission is
 * one transaction holding the Idempotency-Key claim, the rate-limit hit, the inquiry, its goods
 * and the cart removal; the sales team is told after the commit. A rate-limit hit counted in
 * Redis is outside the transaction, so a submission whose write fails hands it back.
 */
import { ok } from '../http/envelope';
import { defineRoute, type RequestContext } from '../http/route';
import { findCustomer } from '../accounts/customer-tokens';
import { idempotencyKeyFrom, runOnce } from '../http/idempotency';
import { createInquiry, type InquiryGoodsRequest, type StoredInquiry } from './inquiries';
import type { InquiryFormFields } from '../../contract/inquiries';
import { notifySales } from './inquiries-notice';
import { limitsOf } from '../http/limits';
import type { RateLimit, TakeBack } from '../http/rate-limit';
import { FormInquiryRequest, GoodsInquiryRequest, InquiryAnswer } from '../../contract/inquiries';
import { inquiriesApi } from '../../contract/operations/inquiries';

const HOW =
  'Answers { inquiryId, createdAt, replyBy } (replyBy = createdAt + 24 h). Send an `Idempotency-Key` header (1–200 visible ASCII characters, e.g. a UUID per form submission): ' +
  'the same key and body from the same visitor (the customer of a valid token, else the visitor address) answer the first result again without a second inquiry; ' +
  'the same key with another body → 409; another visitor with the same key gets an inquiry of their own. ' +
  'Rate-limited per visitor address (x-forwarded-for) → 429; replays do not count. A valid `token` links the inquiry to the customer; an invalid one is ignored (guests may inquire).';

interface Submission {
  source: 'form' | 'goods';
  route: string;
  body: unknown;
  fields: InquiryFormFields;
  goods: readonly InquiryGoodsRequest[];
  fromCart: boolean;
}

async function submit(submission: Submission, ctx: RequestContext) {
  const key = idempotencyKeyFrom(ctx.hono.req.header('idempotency-key'));
  // Looked up before the transaction: on PGlite's single connection a query outside it would wait for it.
  const customer = await findCustomer(ctx.db, ctx.token);
  const rule: RateLimit = { name: 'inquiries', ...ctx.settings.inquiryRateLimit };
  const client = ctx.clientAddress ?? 'unknown';

  const limits = limitsOf(ctx.db);
  // Set once this submission is counted; a write that fails afterwards hands the hit back.
  let takeBack: TakeBack | undefined;
  // Keys are the visitor's own: another visitor sending the same key gets their own inquiry.
  const visitor = customer ? `user ${customer.userId}` : `client ${client}`;
  const outcome = await runOnce<InquiryAnswer, StoredInquiry>(ctx.db, { route: `${submission.route} ${visitor}`, key, body: submission.body }, async (tx) => {
    takeBack = await limits.count(tx, rule, client);
    return createInquiry(tx, {
      source: submission.source,
      fields: submission.fields,
      goods: submission.goods,
      fromCart: submission.fromCart,
      customer,
      lang: ctx.lang,
      clientAddress: ctx.clientAddress,
    });
  }).catch(async (error: unknown) => {
    await takeBack?.();
    throw error;
  });

  if (!outcome.replayed) notifySales(ctx.mailer, outcome.detail, ctx.settings.salesEmail);
  return ok(outcome.answer);
}

const submitForm = defineRoute({
  operation: inquiriesApi.submit,
  data: InquiryAnswer,
  tag: 'Inquiries',
  summary: 'Submit the inquiry form (/purchase-inquiry)',
  description: HOW,
  input: FormInquiryRequest,
  handler: async ({ name, company, country, email, phone, message, tm }, ctx) => {
    const fields = { name, company, country, email, phone, message, tm };
    return submit({ source: 'form', route: inquiriesApi.submit.path, body: fields, fields, goods: [], fromCart: false }, ctx);
  },
});

const submitGoodsInquiry = defineRoute({
  operation: inquiriesApi.submitGoodInquireImmediately,
  data: InquiryAnswer,
  tag: 'Inquiries',
  summary: 'Inquire about goods (goods detail "Inquire now", the inquiry list)',
  description: `${HOW} goodsList: 1–200 lines { goodsId, skuId (0/absent = none), quantity 1–9999 }; unknown goods → 3; a skuId not of that goods item → 400. fromCart with a valid token removes those inquiry-list lines in the same transaction.`,
  input: GoodsInquiryRequest,
  handler: async ({ name, company, country, email, phone, message, tm, goodsList, fromCart }, ctx) => {
    const fields = { name, company, country, email, phone, message, tm };
    return submit(
      { source: 'goods', route: inquiriesApi.submitGoodInquireImmediately.path, body: { ...fields, goodsList, fromCart }, fields, goods: goodsList, fromCart },
      ctx,
    );
  },
});

export const inquiryRoutes = [submitForm, submitGoodsInquiry];
