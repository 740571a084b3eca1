/**
 * The buyer accepts or declines a quote (docs/product.md §11.5). Accepting writes the order through
 * the orders' one store path (storeOrder, server/orders/orders.ts) with the quote's lines at the
 * quoted unit prices, the address and invoice the buyer chose, in the transaction that marks the
 * quote accepted. The quote row is locked first, so parallel accepts take turns and every one after
 * the first answers the same order; orders.quote_id is unique besides, so no path makes two.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, quotes } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import { customerLevel } from '../wallet/level';
import { storeOrder, type OrderTerms } from '../orders/orders';
import type { Reckoning } from '../orders/reckoning';
import type { PricedLine } from '../orders/pricing';
import { linesOfQuotes, obtainableGoods, ownQuote, type QuoteLineRow, type QuoteRow } from './quote-reads';
import { orderNoOf } from '../../contract/order-rules';
import { priceOrder, toFen, type LinePrice } from '../../contract/pricing';
import { quoteState } from '../../contract/quote-rules';
import type { AcceptQuoteRequest, QuoteAccepted } from '../../contract/quotes';

const day = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Why the quote cannot be decided at `now`, or null: declined (named by `status`), expired (named
 * by `validUntil`), so the quote page tells the buyer which (lib/api/failure-message.ts).
 */
function closedProblem(row: QuoteRow, now: Date, verb: 'accepted' | 'declined'): string | null {
  const state = quoteState(row.status, row.validUntil, now);
  if (state === 'declined') return `status: quote ${row.id} was declined and can no longer be ${verb}`;
  if (state === 'expired')
    return `validUntil: quote ${row.id} expired on ${day(row.validUntil)} and can no longer be ${verb}; ask the sales team for a new quote`;
  return null;
}

/**
 * The quote's lines as the order prices them: the quoted unit price is the net price, so the
 * line's saving is what the quote took off the list price, and no promotion, gift, member
 * discount or coupon comes on top of a price the sales team set (docs/product.md §11.5).
 */
function quotedLine(line: QuoteLineRow): PricedLine {
  const unitListFen = toFen(line.listPrice);
  const unitNetFen = toFen(line.unitPrice);
  const price: LinePrice = {
    quantity: line.quantity,
    unitListFen,
    unitNetFen,
    listAmountFen: unitListFen * line.quantity,
    amountFen: unitNetFen * line.quantity,
    discounts: [],
    gifts: [],
    priceEndsAt: null,
  };
  return {
    goodsId: line.goodsId,
    skuId: line.skuId,
    quantity: line.quantity,
    itemno: line.itemno,
    titleEn: line.titleEn,
    titleZh: line.titleZh,
    skuDescEn: line.skuDescEn,
    skuDescZh: line.skuDescZh,
    imgCover: null,
    price,
  };
}

async function quoteReckoning(tx: Tx, userId: number, lines: readonly QuoteLineRow[]): Promise<Reckoning> {
  const priced = lines.map(quotedLine);
  const level = await customerLevel(tx, userId);
  const withCoupon = () => priceOrder({ lines: priced.map((line) => line.price), levelPercentOff: 0 });
  const plain = withCoupon();
  return {
    lines: priced,
    gifts: [],
    level: { key: level.level, percentOff: 0 },
    base: { subtotalFen: plain.subtotalFen, payableFen: plain.subtotalFen },
    withCoupon,
  };
}

async function acceptedAnswer(tx: Tx, row: QuoteRow & { orderId: number }): Promise<QuoteAccepted> {
  const [order] = await tx
    .select({ id: orders.id, createdAt: orders.createdAt, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (!order) throw new ApiFailure(CODE.notFound, `id: the order of quote ${row.id} is gone`);
  return {
    quoteId: row.id,
    orderId: order.id,
    orderNo: orderNoOf(order.id, order.createdAt),
    totalAmount: order.totalAmount,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Accepts the customer's quote into an order, once: an accepted quote answers its order again.
 * Declined or expired → 400; a line whose goods went off shelf or out of sale → 400 naming its
 * Cat. No.; another customer's quote → code 3.
 */
export async function acceptQuote(db: Db, userId: number, input: Omit<AcceptQuoteRequest, 'userId'>, now = new Date()): Promise<QuoteAccepted> {
  return db.transaction(async (tx) => {
    const row = await ownQuote(tx, userId, input.id, true);
    if (row.status === 'accepted' && row.orderId !== null) return acceptedAnswer(tx, { ...row, orderId: row.orderId });
    const problem = closedProblem(row, now, 'accepted');
    if (problem) throw new ApiFailure(CODE.invalid, problem);

    const lines = (await linesOfQuotes(tx, [row.id])).get(row.id) ?? [];
    const obtainable = await obtainableGoods(
      tx,
      lines.map((line) => line.goodsId),
    );
    const gone = lines.flatMap((line, index) => (obtainable.get(line.goodsId) ? [] : [{ line, index }]));
    const [first] = gone;
    if (first) {
      const names = gone.map(({ line }) => `Cat. No. ${line.itemno}`).join(', ');
      // Named by the first such line, so the quote page says goods went off shelf (lib/api/failure-message.ts).
      throw new ApiFailure(
        CODE.invalid,
        `lines.${first.index}: ${names} of quote ${row.id} is off shelf or no longer sold, so the quote cannot be accepted; ask the sales team for a new quote`,
      );
    }
    const terms: OrderTerms = {
      addressId: input.addressId,
      invoiceType: input.invoiceType,
      invoiceTitle: input.invoiceTitle,
      invoiceTaxNo: input.invoiceTaxNo,
      remark: input.remark,
      quoteId: row.id,
    };
    const stored = await storeOrder(tx, userId, await quoteReckoning(tx, userId, lines), terms, now);
    await tx.update(quotes).set({ status: 'accepted', orderId: stored.answer.orderId, decidedAt: now }).where(eq(quotes.id, row.id));
    return { quoteId: row.id, ...stored.answer };
  });
}

/** Declines the customer's quote; declining again answers the same. Accepted or expired → 400. */
export async function declineQuote(db: Db, userId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await ownQuote(tx, userId, id, true);
    if (row.status === 'declined' && row.decidedAt) return { id: row.id, state: 'declined' as const, decidedAt: row.decidedAt.toISOString() };
    if (row.status === 'accepted') throw new ApiFailure(CODE.invalid, `status: quote ${row.id} was accepted into an order and can no longer be declined`);
    const problem = closedProblem(row, now, 'declined');
    if (problem) throw new ApiFailure(CODE.invalid, problem);
    await tx.update(quotes).set({ status: 'declined', decidedAt: now }).where(eq(quotes.id, row.id));
    return { id: row.id, state: 'declined' as const, decidedAt: now.toISOString() };
  });
}
