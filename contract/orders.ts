/**
 * Settlement, orders, coupons and logistics (docs/product.md §11): requests and answers of the
 * /online/toGoodsOrder, /online/toGoodsCoupon and /online/toMarkOrder families, and the staff's.
 */
import { z } from 'zod';
import { goodsIdField, intField, optionalText, paging, skuIdField, userIdField } from './fields';
import { isoTime, money, listPage, whole } from './envelope';
import { Address } from './addresses';
import { LEVEL_KEYS } from './centre-constants';
import { COUPON_STATES, INVOICE_MAX_LENGTH, INVOICE_TYPES, MAX_ORDER_LINES, ORDER_REMARK_MAX_LENGTH, ORDER_STATUSES } from './order-rules';

const OrderStatusField = z.enum(ORDER_STATUSES);

export const Coupon = z
  .object({
    id: whole(),
    title: z.string(),
    kind: z.enum(['amount', 'percent']),
    /** CNY off, for kind amount. */
    amountOff: z.number().nullable(),
    /** Per cent off, for kind percent. */
    percentOff: whole().nullable(),
    /** The subtotal (CNY) the lines must reach; 0 for none. */
    threshold: z.number(),
    validFrom: isoTime(),
    validUntil: isoTime(),
    state: z.enum(COUPON_STATES),
    usedAt: isoTime().nullable(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;

export const CouponPage = listPage(Coupon);

/** A coupon settlement can apply, with what it takes off these lines. */
export const UsableCoupon = Coupon.extend({ discount: money() }).meta({ id: 'UsableCoupon' });
export type UsableCoupon = z.infer<typeof UsableCoupon>;

/** A saving a line takes, named by the promotion rule that gives it (docs/product.md §11.4). */
export const LineDiscount = z
  .object({
    kind: z.enum(['limitedTime', 'discount', 'spendReduce']),
    ruleId: whole(),
    /** limitedTime, discount and a spend-and-reduce discount: the percentage off. */
    percentOff: z.number().nullable(),
    /** A spend-and-reduce amount off (CNY). */
    amountOff: money().nullable(),
    /** The line amount (CNY) a spend-and-reduce rule needs. */
    threshold: money().nullable(),
    /** limitedTime: when the price ends. */
    validEnd: isoTime().nullable(),
    /** What the rule takes off the whole line (CNY). */
    saved: money(),
  })
  .meta({ id: 'LineDiscount' });
export type LineDiscount = z.infer<typeof LineDiscount>;

/** A zero-price line a purchase earns (ruleType 4000), named with its own goods. */
export const GiftLine = z
  .object({
    goodsId: whole(),
    skuId: whole(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    quantity: whole(),
    /** The goods item and SKU whose purchase earns it. */
    forGoodsId: whole(),
    forSkuId: whole(),
  })
  .meta({ id: 'GiftLine' });
export type GiftLine = z.infer<typeof GiftLine>;

/** The member level's discount on an order: its percentage of the subtotal. */
export const MemberDiscount = z.object({ level: z.enum(LEVEL_KEYS), percentOff: z.number(), discount: money() }).meta({ id: 'MemberDiscount' });
export type MemberDiscount = z.infer<typeof MemberDiscount>;

export const SettlementLine = z
  .object({
    /** Goods id, as the inquiry list names it. */
    id: whole(),
    skuId: whole(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    imgCover: z.string().nullable(),
    /** The SKU's list price. */
    listPrice: money(),
    /** The unit price after the price rule (the goods page's net price). */
    unitPrice: money(),
    quantity: whole(),
    listAmount: money(),
    /** What the line costs: unitPrice × quantity less spend-and-reduce. */
    amount: money(),
    discounts: z.array(LineDiscount),
    /** When a limited-time price of the line ends, else null. */
    priceEndsAt: isoTime().nullable(),
  })
  .meta({ id: 'SettlementLine' });
export type SettlementLine = z.infer<typeof SettlementLine>;

export const Settlement = z
  .object({
    lines: z.array(SettlementLine),
    gifts: z.array(GiftLine),
    /** The lines at list prices. */
    listAmount: money(),
    /** What the promotions took off the lines. */
    promotionDiscount: money(),
    /** The subtotal: the lines as charged. Coupon thresholds are read against it. */
    goodsAmount: money(),
    /** The member level's discount, null for a level without one. */
    memberDiscount: MemberDiscount.nullable(),
    defaultAddress: Address.nullable(),
    addresses: z.array(Address),
    /** Usable coupons, the largest discount first. */
    coupons: z.array(UsableCoupon),
    /** The coupon chosen (couponId), else null. */
    couponId: whole().nullable(),
    /** The chosen coupon's discount. */
    discount: money(),
    totalAmount: money(),
    /** When these prices were reckoned: promotions in force then. */
    pricedAt: isoTime(),
  })
  .meta({ id: 'Settlement' });
export type Settlement = z.infer<typeof Settlement>;

export const OrderSubmitted = z.object({ orderId: whole(), orderNo: z.string(), totalAmount: money(), createdAt: isoTime() }).meta({ id: 'OrderSubmitted' });
export type OrderSubmitted = z.infer<typeof OrderSubmitted>;

export const OrderLine = z
  .object({
    id: whole(),
    goodsId: whole().nullable(),
    skuId: whole(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    /** The SKU's list price when ordered. */
    listPrice: money(),
    /** The unit price charged (0 for a gift). */
    unitPrice: money(),
    quantity: whole(),
    amount: money(),
    discounts: z.array(LineDiscount),
    /** A zero-price gift line (ruleType 4000). */
    gift: z.boolean(),
    deliveredQuantity: whole(),
    /** The lot shipped (its certificate is at the COA lookup); null until delivered. */
    lotBatch: z.string().nullable(),
    /** The goods item is gone, off shelf or no longer sold: the line shows its snapshot and alternatives, not a link (docs/product.md §4). */
    discontinued: z.boolean().default(false),
    /** An antibody's line: what its cite line names besides the Cat. No. and lot (docs/product.md §2.6); null for other goods. */
    antibody: z.object({ rrid: z.string().nullable() }).nullable().default(null),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderSummary = z
  .object({
    id: whole(),
    orderNo: z.string(),
    status: OrderStatusField,
    /** The lines at list prices. */
    listAmount: money(),
    /** What the promotions took off the lines. */
    promotionDiscount: money(),
    /** The subtotal: the lines as charged. */
    goodsAmount: money(),
    memberDiscount: MemberDiscount.nullable(),
    /** The coupon's discount. */
    discount: money(),
    totalAmount: money(),
    createdAt: isoTime(),
    lines: z.array(OrderLine),
    canCancel: z.boolean(),
    canDelete: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderPage = listPage(OrderSummary);

const AddressSnapshot = z
  .object({
    consignee: z.string(),
    mobile: z.string(),
    country: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
    postcode: z.string(),
    company: z.string(),
  })
  .meta({ id: 'AddressSnapshot' });

export const OrderDetail = OrderSummary.extend({
  address: AddressSnapshot,
  invoice: z.object({ type: z.enum(INVOICE_TYPES), title: z.string(), taxNo: z.string() }),
  coupon: z.object({ id: whole().nullable(), title: z.string() }).nullable(),
  remark: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  updatedAt: isoTime(),
}).meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderCount = z
  .object({ all: whole(), pending: whole(), partial: whole(), delivered: whole(), completed: whole(), canceled: whole() })
  .meta({ id: 'OrderCount' });
export type OrderCount = z.infer<typeof OrderCount>;

export const Logistics = z
  .object({
    orderId: whole(),
    orderNo: z.string(),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    /** Newest first. */
    events: z.array(z.object({ at: isoTime(), text: z.string(), location: z.string() })),
  })
  .meta({ id: 'Logistics' });
export type Logistics = z.infer<typeof Logistics>;

export const OrderChanged = z.object({ id: whole(), status: OrderStatusField });

// ── Requests ──

const orderIdField = () => intField().pipe(z.number().min(1, { error: 'must be an order id' }));
const couponIdField = () =>
  z
    .preprocess(
      (value) => (value === null || value === '' || value === 0 || value === '0' ? undefined : value),
      intField()
        .pipe(z.number().min(1, { error: 'must be a coupon id' }))
        .optional(),
    )
    .meta({ description: 'Coupon id; absent, null or 0 for none', example: 3 });

/** The inquiry-list lines chosen for settlement (pro_settlementGoods): quantities are the list's own. */
const settlementGoodsField = () =>
  z
    .array(z.object({ id: goodsIdField().meta({ description: 'Goods id', example: 12 }), skuId: skuIdField() }), {
      error: (issue) => (issue.input === undefined ? 'must list the inquiry-list lines to settle' : 'must be a list of { id, skuId }'),
    })
    .min(1, { error: 'must hold at least one line' })
    .max(MAX_ORDER_LINES, { error: `must hold at most ${MAX_ORDER_LINES} lines` });

/** The request of /online/toGoodsOrder/settlement. */
export const SettlementRequest = z.object({
  goods: settlementGoodsField(),
  couponId: couponIdField(),
  userId: userIdField(),
});

/** What an order asks besides its goods (submit, and a quote's acceptance): where it goes, the invoice, a remark. */
export const orderDeliveryFields = {
  addressId: intField()
    .pipe(z.number().min(1, { error: 'must be one of your receiving addresses' }))
    .meta({ description: 'Receiving address id', example: 1 }),
  invoiceType: z.enum(INVOICE_TYPES, { error: `must be one of ${INVOICE_TYPES.join(', ')}` }).default('none'),
  invoiceTitle: optionalText(INVOICE_MAX_LENGTH.title),
  invoiceTaxNo: optionalText(INVOICE_MAX_LENGTH.taxNo).pipe(z.string().regex(/^[0-9A-Za-z]*$/, { error: 'must be letters and digits only' })),
  remark: optionalText(ORDER_REMARK_MAX_LENGTH),
};

/** Any invoice needs a title; the VAT special invoice a tax number too. */
export function requireInvoiceDetails(value: { invoiceType: string; invoiceTitle: string; invoiceTaxNo: string }, context: z.RefinementCtx): void {
  if (value.invoiceType !== 'none' && value.invoiceTitle === '') {
    context.addIssue({ code: 'custom', path: ['invoiceTitle'], message: 'is required for an invoice' });
  }
  if (value.invoiceType === 'vat' && value.invoiceTaxNo === '') {
    context.addIssue({ code: 'custom', path: ['invoiceTaxNo'], message: 'is required for a VAT special invoice' });
  }
}

/** The request of /online/toGoodsOrder/submit. */
export const SubmitOrderRequest = z
  .object({
    goods: settlementGoodsField(),
    ...orderDeliveryFields,
    couponId: couponIdField(),
    expectedTotal: z.number({ error: 'must be the settlement total' }).min(0).optional().meta({
      description:
        'The totalAmount (CNY) the settlement showed. When the order priced now differs (a promotion ended or began), code 409 and nothing is stored',
      example: 7170.72,
    }),
    userId: userIdField(),
  })
  .superRefine(requireInvoiceDetails);
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequest>;

/** The request of /online/toGoodsOrder/list. */
export const OrderListRequest = z.object({
  ...paging(10, 100),
  status: z
    .preprocess((value) => (value === '' || value === null || value === 'all' ? undefined : value), OrderStatusField.optional())
    .meta({ description: `One of ${ORDER_STATUSES.join(', ')}; absent or 'all' for every order`, example: 'pending' }),
  userId: userIdField(),
});

/** The request of /online/toGoodsOrder/detail, cancel, delete and /online/toMarkOrder/ioDetails. */
export const OrderIdRequest = z.object({ id: orderIdField().meta({ description: 'Order id', example: 1 }), userId: userIdField() });

/** The request of /online/toGoodsOrder/getOrderCount. */
export const OrderCountRequest = z.object({ userId: userIdField() });

/** The request of /online/toGoodsCoupon/listMyCoupons. */
export const MyCouponsRequest = z.object({
  ...paging(20, 100),
  state: z.enum(COUPON_STATES, { error: `must be one of ${COUPON_STATES.join(', ')}` }).default('unused'),
  userId: userIdField(),
});

// ── Staff ──

/** The request of /staff/orders (newest first). */
export const StaffOrdersRequest = z.object({
  ...paging(20, 500),
  status: OrderStatusField.optional(),
  userId: intField().pipe(z.number().min(1)).optional().meta({ description: "Only this customer's orders" }),
});

export const StaffOrder = OrderDetail.extend({ userId: whole(), deleted: z.boolean() }).meta({ id: 'StaffOrder' });
export const StaffOrderPage = listPage(StaffOrder);

/** The request of /staff/orders/deliver: quantities shipped now per line, with their lot. */
export const DeliverOrderRequest = z.object({
  id: orderIdField(),
  lines: z
    .array(
      z.object({
        lineId: intField().pipe(z.number().min(1, { error: 'must be an order line id' })),
        quantity: intField().pipe(z.number().min(1, { error: 'must be at least 1' })),
        lotBatch: z
          .string({ error: 'must be a lot number' })
          .trim()
          .min(1, { error: 'must be a lot number' })
          .max(40)
          .transform((batch) => batch.toUpperCase()),
      }),
    )
    .max(MAX_ORDER_LINES)
    .default([])
    .meta({ description: 'Lines shipped now; empty or absent: every line in full (then lotBatch is required)' }),
  lotBatch: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((batch) => batch?.toUpperCase()),
  carrier: z.string().trim().max(60).optional(),
  trackingNo: z.string().trim().max(60).optional(),
  note: z.string().trim().max(200).optional().meta({ description: 'Logistics event text; default "Shipped"' }),
});
export type DeliverOrderRequest = z.infer<typeof DeliverOrderRequest>;

/** The request of /staff/orders/complete and /staff/orders/cancel. */
export const StaffOrderIdRequest = z.object({ id: orderIdField() });

/** The request of /staff/orders/logistics: a logistics event. */
export const LogisticsEventRequest = z.object({
  id: orderIdField(),
  text: z.string().trim().min(1, { error: 'must not be empty' }).max(200),
  textZh: z.string().trim().max(200).optional(),
  location: z.string().trim().max(100).default(''),
});

/** The request of /staff/coupons/give. */
export const GiveCouponRequest = z
  .object({
    userId: intField().pipe(z.number().min(1, { error: 'must be a customer id' })),
    title: z.string().trim().min(1).max(100),
    titleZh: z.string().trim().max(100).optional(),
    amountOff: z.number().positive().max(1_000_000).optional(),
    percentOff: intField().pipe(z.number().min(1).max(99)).optional(),
    threshold: z.number().min(0).max(10_000_000).default(0),
    validDays: intField().pipe(z.number().min(1).max(3650)).default(30),
  })
  .refine((value) => (value.amountOff === undefined) !== (value.percentOff === undefined), {
    path: ['amountOff'],
    error: 'give either amountOff or percentOff',
  });
export type GiveCouponRequest = z.infer<typeof GiveCouponRequest>;
export const GivenCoupon = z.object({ id: whole() });
