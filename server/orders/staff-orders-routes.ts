/**
 * Staff moving orders through their states (docs/product.md §11.2; `npm run orders`) and giving
 * coupons. Bearer staff token only; not reachable through the storefront's BFF.
 */
import { ok, okPageOf } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { addLogisticsEvent, deliverOrder, listStaffOrders, moveOrder } from './order-staff';
import { giveStaffCoupon } from '../coupons/coupons';
import {
  DeliverOrderRequest,
  GiveCouponRequest,
  GivenCoupon,
  LogisticsEventRequest,
  StaffOrder,
  StaffOrderIdRequest,
  StaffOrderPage,
  StaffOrdersRequest,
} from '../../contract/orders';
import { staffOrdersApi } from '../../contract/operations/orders';

export const staffOrderRoutes = [
  defineStaffRoute({
    operation: staffOrdersApi.orders,
    page: StaffOrderPage,
    tag: 'Staff',
    summary: 'Orders newest first, deleted ones included',
    description: `Filters: status, userId.`,
    input: StaffOrdersRequest,
    async handler(query, ctx) {
      return okPageOf(await listStaffOrders(ctx.db, query), query.page, query.limit);
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.deliver,
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Delivers order lines in part or in full, with their lot and tracking',
    description:
      `lines: [{ lineId, quantity, lotBatch }] shipped now; none named: everything still owed, with lotBatch. ` +
      'More than a line has left: 400. The order becomes delivered once every line is in full, else partial delivery; only pending or partial orders ship.',
    input: DeliverOrderRequest,
    async handler(request, ctx) {
      return ok(await deliverOrder(ctx.db, request));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.complete,
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Completes a delivered order',
    description: `Only a delivered order (else 400).`,
    input: StaffOrderIdRequest,
    async handler({ id }, ctx) {
      return ok(await moveOrder(ctx.db, id, 'completed'));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.cancel,
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Cancels an order pending delivery',
    description: `Only before anything shipped (else 400); the coupon is given back.`,
    input: StaffOrderIdRequest,
    async handler({ id }, ctx) {
      return ok(await moveOrder(ctx.db, id, 'canceled'));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.logistics,
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Adds a logistics event to an order',
    description: `text (English), textZh (Chinese; default the English), location.`,
    input: LogisticsEventRequest,
    async handler(event, ctx) {
      return ok(await addLogisticsEvent(ctx.db, event));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.give,
    data: GivenCoupon,
    tag: 'Staff',
    summary: 'Gives a customer a coupon',
    description: `amountOff (CNY) or percentOff (1–99), threshold (CNY), validDays from now. Answers { id }.`,
    input: GiveCouponRequest,
    async handler(coupon, ctx) {
      const id = await giveStaffCoupon(ctx.db, coupon);
      return ok({ id });
    },
  }),
];
