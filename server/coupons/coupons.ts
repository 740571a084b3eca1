/**
 * Coupons (docs/product.md §11.3): one per order, applied at settlement when valid and its
 * threshold is met; marked used in the order's transaction and given back when an order is
 * cancelled before it ships.
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { Tx } from '../http/idempotency';
import { couponDiscountFen, toYuan } from '../../contract/pricing';
import type { Coupon, GiveCouponRequest, UsableCoupon } from '../../contract/orders';
import type { CouponState } from '../../contract/order-rules';

type Queryable = Db | Tx;
type CouponRow = typeof coupons.$inferSelect;

function couponStateOf(row: Pick<CouponRow, 'usedAt' | 'validUntil'>, now: Date): CouponState {
  if (row.usedAt) return 'used';
  return row.validUntil.getTime() < now.getTime() ? 'expired' : 'unused';
}

/** An order's figures a coupon is read against (docs/product.md §11.4). */
export interface CouponBase {
  /** The lines as charged: the threshold is read against it. */
  subtotalFen: number;
  /** What is still payable after the member discount: the coupon takes its share of it. */
  payableFen: number;
}

/** The discount in fen the coupon gives an order, by the one pricing rule. */
const discountFen = (row: Pick<CouponRow, 'kind' | 'amountOff' | 'percentOff' | 'threshold'>, base: CouponBase): number =>
  couponDiscountFen(row, base.subtotalFen, base.payableFen);

function couponOf(row: CouponRow, lang: Lang, now: Date): Coupon {
  return {
    id: row.id,
    title: pick(lang, row.titleEn, row.titleZh),
    kind: row.kind,
    amountOff: row.amountOff,
    percentOff: row.percentOff,
    threshold: row.threshold,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    state: couponStateOf(row, now),
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

/** Valid now: unused, started, not past its end. */
const validNow = (now: Date) => and(isNull(coupons.usedAt), lte(coupons.validFrom, now), gte(coupons.validUntil, now));

function stateCondition(state: CouponState, now: Date): SQL | undefined {
  if (state === 'used') return isNotNull(coupons.usedAt);
  if (state === 'expired') return and(isNull(coupons.usedAt), lt(coupons.validUntil, now));
  return and(isNull(coupons.usedAt), gte(coupons.validUntil, now));
}

export async function listMyCoupons(
  db: Db,
  userId: number,
  state: CouponState,
  page: number,
  limit: number,
  lang: Lang,
  now = new Date(),
): Promise<{ list: Coupon[]; totalCount: number }> {
  const where = and(eq(coupons.userId, userId), stateCondition(state, now));
  const order = state === 'unused' ? [asc(coupons.validUntil), asc(coupons.id)] : [desc(coupons.validUntil), desc(coupons.id)];
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(coupons).where(where),
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return { list: rows.map((row) => couponOf(row, lang, now)), totalCount: total[0]?.n ?? 0 };
}

/** The coupons an order can use, with their discount, the largest first. */
export async function usableCoupons(db: Queryable, userId: number, base: CouponBase, lang: Lang, now = new Date()): Promise<UsableCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.userId, userId), validNow(now), lte(coupons.threshold, toYuan(base.subtotalFen))));
  return rows
    .map((row) => ({ ...couponOf(row, lang, now), discount: toYuan(discountFen(row, base)) }))
    .filter((coupon) => coupon.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.validUntil.localeCompare(b.validUntil) || a.id - b.id);
}

/**
 * Marks the coupon used by the order, in the order's transaction; the conditional update is the
 * check, so two orders can never use one coupon. Answers the coupon as it was.
 */
export async function spendCoupon(tx: Tx, userId: number, couponId: number, orderId: number, subtotalFen: number, now: Date): Promise<CouponRow> {
  const [row] = await tx
    .update(coupons)
    .set({ usedAt: now, usedOrderId: orderId })
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId), validNow(now), lte(coupons.threshold, toYuan(subtotalFen))))
    .returning();
  if (!row)
    throw new ApiFailure(CODE.invalid, `couponId: coupon ${couponId} cannot be used for this order (not yours, used, expired or its threshold not reached)`);
  return row;
}

/** Gives back the coupon an order used (an order cancelled before it shipped). */
export async function releaseCoupon(tx: Tx, orderId: number): Promise<void> {
  await tx.update(coupons).set({ usedAt: null, usedOrderId: null }).where(eq(coupons.usedOrderId, orderId));
}

interface NewCoupon {
  userId: number;
  titleEn: string;
  titleZh: string;
  amountOff?: number | undefined;
  percentOff?: number | undefined;
  threshold: number;
  validFrom: Date;
  validUntil: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A coupon staff give (`/staff/coupons/give`, `npm run orders -- --coupon`): valid from now for its days. */
export function giveStaffCoupon(db: Queryable, coupon: GiveCouponRequest, now = new Date()): Promise<number> {
  return giveCoupon(db, {
    userId: coupon.userId,
    titleEn: coupon.title,
    titleZh: coupon.titleZh || coupon.title,
    amountOff: coupon.amountOff,
    percentOff: coupon.percentOff,
    threshold: coupon.threshold,
    validFrom: now,
    validUntil: new Date(now.getTime() + coupon.validDays * DAY_MS),
  });
}

async function giveCoupon(db: Queryable, coupon: NewCoupon): Promise<number> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, coupon.userId)).limit(1);
  if (!customer) throw new ApiFailure(CODE.notFound, `userId: no customer ${coupon.userId}`);
  const [row] = await db
    .insert(coupons)
    .values({
      userId: coupon.userId,
      titleEn: coupon.titleEn,
      titleZh: coupon.titleZh,
      kind: coupon.amountOff !== undefined ? 'amount' : 'percent',
      amountOff: coupon.amountOff ?? null,
      percentOff: coupon.percentOff ?? null,
      threshold: coupon.threshold,
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon insert returned no row');
  return row.id;
}
