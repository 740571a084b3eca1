/**
 * Storing an inquiry (docs/product.md §1, §5): the inquiry, its goods with what the customer saw (Cat. No.,
 * title, SKU) and the removal of those lines from the customer's inquiry list happen in the
 * caller's ONE transaction, so an inquiry is never half stored and a cart line never vanishes
 * without its inquiry.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { cartLines, countries, goods, inquiries, inquiryGoods, skus } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { Customer } from '../accounts/customer-tokens';
import type { Tx } from '../http/idempotency';
import type { InquiryAnswer, InquiryFormFields, InquiryGoodsLine, InquiryGoodsRequest } from '../../contract/inquiries';
import { MAX_QUANTITY } from '../../contract/rules';
import type { LinePrice } from '../../contract/pricing';
import { inquiryPrices } from './inquiry-prices';
import { replyByOf } from '../../contract/inquiry-rules';
export type { InquiryAnswer, InquiryGoodsRequest } from '../../contract/inquiries';

export interface NewInquiry {
  source: 'form' | 'goods';
  fields: InquiryFormFields;
  goods: readonly InquiryGoodsRequest[];
  /** Remove these lines from the customer's inquiry list (only with a customer). */
  fromCart: boolean;
  customer: Customer | null;
  lang: Lang;
  clientAddress: string | undefined;
}

/** The stored inquiry as the sales notification tells it. */
export interface StoredInquiry {
  id: number;
  source: 'form' | 'goods';
  fields: InquiryFormFields;
  countryName: string;
  goods: InquiryGoodsLine[];
  /** Each goods line priced when sent (null without a SKU): what the buyer saw. */
  prices: (LinePrice | null)[];
  userId: number | null;
  lang: Lang;
  createdAt: Date;
  replyBy: Date;
}

export { replyByOf };

/**
 * The same goods item and SKU twice in one request is one line with the quantities added.
 * @internal exported for its tests
 */
export function mergeGoodsLines(lines: readonly InquiryGoodsRequest[]): { line: InquiryGoodsRequest; index: number }[] {
  const merged = new Map<string, { line: InquiryGoodsRequest; index: number }>();
  lines.forEach((line, index) => {
    const key = `${line.goodsId}:${line.skuId}`;
    const seen = merged.get(key);
    if (seen) seen.line.quantity = Math.min(MAX_QUANTITY, seen.line.quantity + line.quantity);
    else merged.set(key, { line: { ...line }, index });
  });
  return [...merged.values()];
}

async function countryName(tx: Tx, code: string): Promise<string> {
  const [row] = await tx.select({ enName: countries.enName }).from(countries).where(eq(countries.code, code)).limit(1);
  if (!row) throw new ApiFailure(CODE.invalid, `country: unknown country code ${code}`);
  return row.enName;
}

/**
 * Goods and SKU snapshots in the inquiry's language. Off-shelf goods are accepted: a line can go
 * off shelf while it waits in an inquiry list, and losing that inquiry would be worse. The goods
 * rows are key-share locked so none can be deleted before this transaction commits.
 */
async function goodsLines(tx: Tx, requested: readonly InquiryGoodsRequest[], lang: Lang): Promise<InquiryGoodsLine[]> {
  const lines = mergeGoodsLines(requested);
  if (lines.length === 0) return [];
  const goodsIds = [...new Set(lines.map(({ line }) => line.goodsId))];
  const skuIds = [...new Set(lines.map(({ line }) => line.skuId).filter((id) => id > 0))];
  const goodsRows = await tx
    .select({ id: goods.id, itemno: goods.itemno, titleEn: goods.titleEn, titleZh: goods.titleZh })
    .from(goods)
    .where(inArray(goods.id, goodsIds))
    .for('key share');
  const skuRows = skuIds.length
    ? await tx.select({ id: skus.id, goodsId: skus.goodsId, descEn: skus.skuDescEn, descZh: skus.skuDescZh }).from(skus).where(inArray(skus.id, skuIds))
    : [];
  const goodsById = new Map(goodsRows.map((row) => [row.id, row]));
  const skuById = new Map(skuRows.map((row) => [row.id, row]));

  return lines.map(({ line, index }) => {
    const item = goodsById.get(line.goodsId);
    if (!item) throw new ApiFailure(CODE.notFound, `goodsList.${index}.goodsId: no goods item ${line.goodsId}`);
    const sku = line.skuId > 0 ? skuById.get(line.skuId) : undefined;
    if (line.skuId > 0 && sku?.goodsId !== line.goodsId) {
      throw new ApiFailure(CODE.invalid, `goodsList.${index}.skuId: SKU ${line.skuId} is not one of goods item ${line.goodsId}`);
    }
    return {
      goodsId: line.goodsId,
      skuId: line.skuId,
      quantity: line.quantity,
      itemno: item.itemno,
      title: pick(lang, item.titleEn, item.titleZh),
      skuDesc: sku ? pick(lang, sku.descEn, sku.descZh) : null,
    };
  });
}

/** Stores the inquiry inside `tx`; any failure rolls back everything, including the cart removal. */
export async function createInquiry(tx: Tx, request: NewInquiry, now = new Date()): Promise<{ answer: InquiryAnswer; detail: StoredInquiry }> {
  const { fields, customer } = request;
  const name = await countryName(tx, fields.country);
  const lines = await goodsLines(tx, request.goods, request.lang);

  const [row] = await tx
    .insert(inquiries)
    .values({
      source: request.source,
      name: fields.name,
      company: fields.company,
      country: fields.country,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      tm: fields.tm ?? null,
      userId: customer?.userId ?? null,
      locale: request.lang,
      clientAddress: request.clientAddress ?? null,
      createdAt: now,
    })
    .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
  if (!row) throw new Error('inquiry insert returned no row');

  if (lines.length) await tx.insert(inquiryGoods).values(lines.map((line) => ({ inquiryId: row.id, ...line })));

  if (request.fromCart && customer && lines.length) {
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.userId, customer.userId), or(...lines.map((line) => and(eq(cartLines.goodsId, line.goodsId), eq(cartLines.skuId, line.skuId))))));
  }

  const replyBy = replyByOf(row.createdAt);
  return {
    answer: { inquiryId: row.id, createdAt: row.createdAt.toISOString(), replyBy: replyBy.toISOString() },
    detail: {
      id: row.id,
      source: request.source,
      fields,
      countryName: name,
      goods: lines,
      prices: await inquiryPrices(tx, lines, row.createdAt),
      userId: customer?.userId ?? null,
      lang: request.lang,
      createdAt: row.createdAt,
      replyBy,
    },
  };
}
