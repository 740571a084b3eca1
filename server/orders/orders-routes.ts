/**
 * Settlement and orders of the logged-in customer (docs/product.md §11.2, §11.3). Every route
 * needs the token; another customer's order reads as unknown (code 3).
 */
import { ok, okPageOf } from '../http/envelope';
import { idempotencyKeyFrom, runOnce } from '../http/idempotency';
import { defineCustomerRoute } from '../accounts/customer-route';
import { cancelOrder, deleteOrder, listOrders, logisticsOf, orderCount, orderDetail, settle, submitOrder } from './orders';
import { listMyCoupons } from '../coupons/coupons';
import * as contract from '../../contract/orders';
import { ordersApi } from '../../contract/operations/orders';

const TAG = 'Orders';

export const orderRoutes = [
  defineCustomerRoute({
    operation: ordersApi.settlement,
    data: contract.Settlement,
    tag: TAG,
    summary: 'Prices the chosen inquiry-list lines (pro_settlementGoods) for the settlement page',
    description:
      "goods: [{ id, skuId }] lines of the customer's inquiry list; quantities are the list's own, prices the current SKU prices (CNY). " +
      'Answers { lines, goodsAmount, defaultAddress, addresses, coupons (usable, with their discount, largest first), couponId, discount, totalAmount }. ' +
      'A line not in the list: code 3; without a SKU, off shelf or no longer sold: 400 naming goods.N. couponId not usable for these lines: 400.',
    input: contract.SettlementRequest,
    handler: async ({ goods, couponId }, { db, customer, lang }) => ok(await settle(db, customer.userId, goods, couponId, lang)),
  }),
  defineCustomerRoute({
    operation: ordersApi.submit,
    data: contract.OrderSubmitted,
    tag: TAG,
    summary: 'Submits an order from chosen inquiry-list lines',
    description:
      'Stores the order in ONE transaction: re-priced from the database (client prices are never read), the address snapshot, the coupon marked used, ' +
      'the lines removed from the inquiry list. Answers { orderId, orderNo, totalAmount, createdAt }. Send an `Idempotency-Key` (1–200 visible ASCII): ' +
      'the same key and body answer the first order again; the same key with another body → 409. invoiceType none | ordinary (needs invoiceTitle) | vat (needs invoiceTitle and invoiceTaxNo).',
    input: contract.SubmitOrderRequest,
    async handler({ userId: _userId, ...input }, ctx) {
      const key = idempotencyKeyFrom(ctx.hono.req.header('idempotency-key'));
      // Keys are the customer's own: two customers' identical keys never meet.
      const outcome = await runOnce<contract.OrderSubmitted, { orderId: number }>(
        ctx.db,
        { route: `${ordersApi.submit.path} user ${ctx.customer.userId}`, key, body: input },
        (tx) => submitOrder(tx, ctx.customer.userId, input),
      );
      return ok(outcome.answer);
    },
  }),
  defineCustomerRoute({
    operation: ordersApi.list,
    page: contract.OrderPage,
    tag: TAG,
    summary: "The customer's orders, newest first",
    description:
      'status: pending | partial | delivered | completed | canceled (absent or all: every order). Deleted orders are not listed. Answers page { list: OrderSummary[], … }.',
    input: contract.OrderListRequest,
    handler: async ({ page, limit, status }, { db, customer, lang }) => okPageOf(await listOrders(db, customer.userId, status, page, limit, lang), page, limit),
  }),
  defineCustomerRoute({
    operation: ordersApi.detail,
    data: contract.OrderDetail,
    tag: TAG,
    summary: 'One order with its lines, address, invoice, coupon and delivery',
    description: "Another customer's, a deleted or an unknown id: code 3.",
    input: contract.OrderIdRequest,
    handler: async ({ id }, { db, customer, lang }) => ok(await orderDetail(db, customer.userId, id, lang)),
  }),
  defineCustomerRoute({
    operation: ordersApi.cancel,
    data: contract.OrderChanged,
    tag: TAG,
    summary: 'Cancels an order pending delivery',
    description: 'Only while pending delivery (else 400); the coupon it used is given back. Answers { id, status }.',
    input: contract.OrderIdRequest,
    handler: async ({ id }, { db, customer }) => ok(await cancelOrder(db, customer.userId, id)),
  }),
  defineCustomerRoute({
    operation: ordersApi.delete,
    data: contract.OrderChanged,
    tag: TAG,
    summary: 'Deletes a completed or cancelled order from the list',
    description: 'Soft delete: the order is kept for staff and after-sales. Other statuses: 400. Answers { id, status }.',
    input: contract.OrderIdRequest,
    handler: async ({ id }, { db, customer }) => ok(await deleteOrder(db, customer.userId, id)),
  }),
  defineCustomerRoute({
    operation: ordersApi.getOrderCount,
    data: contract.OrderCount,
    tag: TAG,
    summary: "Counts of the customer's orders per status (the /my-order tabs)",
    description: 'Answers { all, pending, partial, delivered, completed, canceled }; deleted orders are not counted.',
    input: contract.OrderCountRequest,
    handler: async (_input, { db, customer }) => ok(await orderCount(db, customer.userId)),
  }),
  defineCustomerRoute({
    operation: ordersApi.ioDetails,
    data: contract.Logistics,
    tag: TAG,
    summary: 'Logistics of an order: carrier, tracking number, events',
    description:
      'Answers { orderId, orderNo, carrier, trackingNo, events: [{ at, text, location }] } newest first; carrier and trackingNo are null before delivery.',
    input: contract.OrderIdRequest,
    handler: async ({ id }, { db, customer, lang }) => ok(await logisticsOf(db, customer.userId, id, lang)),
  }),
  defineCustomerRoute({
    operation: ordersApi.listMyCoupons,
    page: contract.CouponPage,
    tag: 'Coupons',
    summary: "The customer's coupons by state",
    description: 'state: unused (default; soonest to expire first) | used | expired. Answers page { list: Coupon[], … }.',
    input: contract.MyCouponsRequest,
    handler: async ({ page, limit, state }, { db, customer, lang }) =>
      okPageOf(await listMyCoupons(db, customer.userId, state, page, limit, lang), page, limit),
  }),
];
