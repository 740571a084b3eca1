/**
 * The sales team sends a quote for an inquiry (docs/product.md §11.5): the inquiry's goods lines,
 * each at the pricing rule's net price for its SKU now (contract/pricing.ts, the price the goods
 * page shows) unless the staff member names another, with the goods' lead time; a validity in the
 * future. Stored in one transaction with the inquiry marked answered and the buyer's message-centre
 * message; the email follows the commit. The staff console and the staff token API both call
 * createQuote.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiryGoods, quoteLines, quotes } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import type { Mailer } from '../mail/mailer';
import { createCustomerMessage } from '../messages/create-message';
import type { Replier } from '../inquiries/inquiries-staff';
import { quoteViews } from './quote-reads';
import { rulePriced } from './rule-prices';
import { mailQuote, quoteMessage } from './quote-notice';
import { toYuan } from '../../contract/pricing';
import { quotedUnitFen, validUntilProblem } from '../../contract/quote-rules';
import type { Quote } from '../../contract/quotes';

interface QuoteLineInput {
  goodsId: number;
  /** 0 or absent: the inquiry line's own SKU. */
  skuId?: number | undefined;
  /** Absent: the inquiry line's quantity. */
  quantity?: number | undefined;
  /** CNY; absent: the pricing rule's net price. */
  unitPrice?: number | undefined;
}

export interface NewQuote {
  inquiryId: number;
  replier: Replier;
  /** Absent: every goods line of the inquiry that names a SKU. */
  lines?: readonly QuoteLineInput[] | undefined;
  validUntil: Date;
  note: string;
}

/** Where the buyer's email goes out from, and the storefront origin its link names. */
export interface QuoteDelivery {
  mailer: Mailer;
  siteUrl: string;
}

type InquiryLine = typeof inquiryGoods.$inferSelect;

/** The inquiry line a requested line quotes: the same goods item, the same SKU when both name one. */
function inquiryLineFor(request: QuoteLineInput, lines: readonly InquiryLine[]): InquiryLine | undefined {
  const sameGoods = lines.filter((line) => line.goodsId === request.goodsId);
  return sameGoods.find((line) => request.skuId && line.skuId === request.skuId) ?? sameGoods.find((line) => line.skuId === 0) ?? sameGoods[0];
}

interface ChosenLine {
  field: string;
  goodsId: number;
  skuId: number;
  quantity: number;
  unitPrice: number | undefined;
}

function chooseLines(inquiryId: number, requested: NewQuote['lines'], lines: readonly InquiryLine[]): ChosenLine[] {
  if (requested === undefined) {
    const withSku = lines.filter((line) => line.skuId > 0);
    if (withSku.length === 0) {
      throw new ApiFailure(CODE.invalid, `lines: inquiry ${inquiryId} has no goods line with a specification; name the lines to quote with their skuId`);
    }
    return withSku.map((line, index) => ({ field: `lines.${index}`, goodsId: line.goodsId, skuId: line.skuId, quantity: line.quantity, unitPrice: undefined }));
  }
  const seen = new Set<string>();
  return requested.map((request, index) => {
    const field = `lines.${index}`;
    const line = inquiryLineFor(request, lines);
    if (!line) throw new ApiFailure(CODE.invalid, `${field}.goodsId: goods item ${request.goodsId} is not in inquiry ${inquiryId}`);
    const skuId = request.skuId || line.skuId;
    if (!skuId) throw new ApiFailure(CODE.invalid, `${field}.skuId: choose a specification of ${line.itemno} to quote`);
    const key = `${request.goodsId}:${skuId}`;
    if (seen.has(key)) throw new ApiFailure(CODE.invalid, `${field}: ${line.itemno} with SKU ${skuId} is quoted twice`);
    seen.add(key);
    return { field, goodsId: request.goodsId, skuId, quantity: request.quantity ?? line.quantity, unitPrice: request.unitPrice };
  });
}

async function quoteLineRows(tx: Tx, quoteId: number, chosen: readonly ChosenLine[], now: Date): Promise<(typeof quoteLines.$inferInsert)[]> {
  const priced = await rulePriced(tx, chosen, now);
  return chosen.map((line, sort) => {
    const { item, sku, obtainable, price } = priced[sort] ?? { item: undefined, sku: undefined, obtainable: false, price: null };
    if (!item) throw new ApiFailure(CODE.invalid, `${line.field}.goodsId: goods item ${line.goodsId} no longer exists`);
    if (!obtainable) throw new ApiFailure(CODE.invalid, `${line.field}: Cat. No. ${item.itemno} is off shelf or no longer sold and cannot be quoted`);
    if (!sku || !price) throw new ApiFailure(CODE.invalid, `${line.field}.skuId: SKU ${line.skuId} is not offered for ${item.itemno}`);
    const quoted = quotedUnitFen(price, line.unitPrice);
    if (quoted.problem !== null) throw new ApiFailure(CODE.invalid, `${line.field}.unitPrice: ${quoted.problem}`);
    return {
      quoteId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      itemno: item.itemno,
      titleEn: item.titleEn,
      titleZh: item.titleZh,
      skuDescEn: sku.skuDescEn,
      skuDescZh: sku.skuDescZh,
      quantity: line.quantity,
      listPrice: toYuan(price.listFen),
      unitPrice: toYuan(quoted.unitFen),
      leadTimeMinDays: item.leadTimeMinDays,
      leadTimeMaxDays: item.leadTimeMaxDays,
      sort,
    };
  });
}

/**
 * Stores and sends a quote; answers it as the sales team reads it (English). Unknown inquiry →
 * code 3; lines not of the inquiry, without a SKU, off shelf, priced above list or a validity not
 * in the future → 400 naming the field. With `delivery`, the buyer is emailed after the commit.
 */
export async function createQuote(db: Db, input: NewQuote, { now = new Date(), delivery }: { now?: Date; delivery?: QuoteDelivery } = {}): Promise<Quote> {
  const problem = validUntilProblem(input.validUntil, now);
  if (problem) throw new ApiFailure(CODE.invalid, `validUntil: ${problem}`);
  const { quote, mail } = await db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId)).for('update');
    if (!inquiry) throw new ApiFailure(CODE.notFound, `inquiryId: no inquiry ${input.inquiryId}`);
    const inquiryLines = await tx.select().from(inquiryGoods).where(eq(inquiryGoods.inquiryId, inquiry.id)).orderBy(inquiryGoods.goodsId, inquiryGoods.skuId);
    const chosen = chooseLines(inquiry.id, input.lines, inquiryLines);

    const [row] = await tx
      .insert(quotes)
      .values({
        inquiryId: inquiry.id,
        staffId: input.replier?.staffId ?? null,
        staffName: input.replier?.name ?? null,
        validUntil: input.validUntil,
        note: input.note.trim(),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('quote insert returned no row');
    await tx.insert(quoteLines).values(await quoteLineRows(tx, row.id, chosen, now));
    // A quote answers the inquiry: the 24-hour promise is kept by it (docs/product.md §5).
    if (!inquiry.answeredAt) await tx.update(inquiries).set({ answeredAt: now }).where(eq(inquiries.id, inquiry.id));
    if (inquiry.userId !== null) {
      await createCustomerMessage(tx, { customerId: inquiry.userId, kind: 'inquiry', ...quoteMessage(row.id, inquiry.id, input.validUntil) });
    }
    const [view] = await quoteViews(tx, [row], 'en', now);
    if (!view) throw new Error('quote view missing');
    return {
      quote: view,
      mail: {
        quoteId: row.id,
        inquiryId: inquiry.id,
        recipient: inquiry.email,
        name: inquiry.name,
        lang: inquiry.locale === 'zh' ? ('zh' as const) : ('en' as const),
        validUntil: input.validUntil,
        totalAmount: view.totalAmount,
        lineCount: view.lines.length,
        guest: inquiry.userId === null,
      },
    };
  });
  if (delivery) mailQuote(delivery.mailer, mail, delivery.siteUrl);
  return quote;
}
