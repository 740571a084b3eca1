/**
 * The points mall (docs/product.md §2.11): items, the customer's balance and ledger, exchanges
 * (points orders) and the staff's answers. Exchanges share the approval states of ./trials.
 */
import { z } from 'zod';
import { intField, paging, userIdField } from './fields';
import { dataList, isoTime, listPage, whole } from './envelope';
import { ApprovalStatus, shippingFields } from './trials';

/** Pieces of one item per exchange. */
export const MAX_EXCHANGE_QUANTITY = 99;

const idField = (what: string) => intField().pipe(z.number().min(1, { error: `must be ${what}` }));

export const PointsItem = z
  .object({
    id: whole(),
    title: z.string(),
    description: z.string(),
    /** Points per piece. */
    points: whole(),
    imgCover: z.string().nullable(),
  })
  .meta({ id: 'PointsItem' });
export type PointsItem = z.infer<typeof PointsItem>;
export const PointsItemList = dataList(PointsItem);

/** The request of /online/toPointsMall/items. */
export const PointsItemsRequest = z.object({});
/** The request of /online/toPointsMall/itemDetail. */
export const PointsItemRequest = z.object({ id: idField('an item id') });

export const PointsBalance = z.object({ balance: whole() }).meta({ id: 'PointsBalance' });
export type PointsBalance = z.infer<typeof PointsBalance>;
/** The request of /online/toPointsOrder/balance and pointsOrderCount. */
export const PointsCustomerRequest = z.object({ userId: userIdField() });

/** The request of /online/toPointsOrder/exchange. */
export const ExchangeRequest = z
  .object({
    itemId: idField('an item id'),
    quantity: intField()
      .pipe(
        z
          .number()
          .min(1, { error: 'must be at least 1' })
          .max(MAX_EXCHANGE_QUANTITY, { error: `must be at most ${MAX_EXCHANGE_QUANTITY}` }),
      )
      .default(1),
    ...shippingFields,
    userId: userIdField(),
  })
  .meta({ id: 'ExchangeRequest' });

export const Exchanged = z.object({ id: whole(), points: whole(), balance: whole(), status: ApprovalStatus });
export type Exchanged = z.infer<typeof Exchanged>;

export const PointsOrder = z
  .object({
    id: whole(),
    itemId: whole(),
    title: z.string(),
    imgCover: z.string().nullable(),
    quantity: whole(),
    /** Points spent (returned when rejected). */
    points: whole(),
    status: ApprovalStatus,
    consignee: z.string(),
    mobile: z.string(),
    address: z.string(),
    createdAt: isoTime(),
    answeredAt: isoTime().nullable(),
    staffNote: z.string().nullable(),
  })
  .meta({ id: 'PointsOrder' });
export type PointsOrder = z.infer<typeof PointsOrder>;
export const PointsOrderPage = listPage(PointsOrder);

/** The request of /online/toPointsOrder/pointsOrderList. */
export const PointsOrderListRequest = z.object({ ...paging(10, 100), status: ApprovalStatus.optional(), userId: userIdField() });
/** The request of /online/toPointsOrder/pointsOrderDetail. */
export const PointsOrderDetailRequest = z.object({ id: idField('an exchange id'), userId: userIdField() });

const LedgerReason = z.enum(['order', 'exchange', 'refund', 'grant']);
export const LedgerEntry = z
  .object({
    id: whole(),
    /** Positive: earned or returned; negative: spent. */
    change: whole(),
    reason: LedgerReason,
    orderNo: z.string().nullable(),
    exchangeId: whole().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'PointsLedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerPage = listPage(LedgerEntry);
/** The request of /online/toPointsOrder/ledger. */
export const LedgerRequest = z.object({ ...paging(20, 100), userId: userIdField() });

/** The request of /staff/points/order-completed. */
export const OrderCompletedRequest = z.object({
  customerId: idField('a customer id'),
  orderNo: z.string().trim().min(1, { error: 'is required' }).max(64, { error: 'must be at most 64 characters' }),
  amountCny: z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must not be negative' }).max(100_000_000, { error: 'is out of range' }),
});
/** The request of /staff/points/grant. */
export const GrantPointsRequest = z.object({
  customerId: idField('a customer id'),
  points: intField().pipe(z.number().min(1, { error: 'must be at least 1' }).max(1_000_000, { error: 'must be at most 1000000' })),
});
export const PointsAwarded = z.object({ awarded: whole(), balance: whole() });

const StaffPointsOrder = PointsOrder.extend({ customerId: whole() });
export const StaffPointsOrderList = z.object({ list: z.array(StaffPointsOrder), totalCount: whole() });
