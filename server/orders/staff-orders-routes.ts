/**
 * Staff moving orders through their states (docs/product.md §11.2; `npm run orders`) and giving
 * coupons. Bearer staff token only; not reachable through the storefront's BFF.
 */
import { ok, okPageOf } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { addLogisticsEvent, deliverOrder, listStaffOrders, moveOrder } from './order-staff';
import { giveStaffCoupon } from '../coupons/coupons';
import * as contract from '../../contract/orders';
import { staffOrdersApi } from '../../contract/operations/orders';

export const staffOrderRoutes = [
  defineStaffRoute({
    operation: staffOrdersApi.orders,
    page: contract.StaffOrderPage,
    tag: 'Staff',
    summary: 'Orders newest first, deleted ones included',
    description: `Filters: status, userId.`,
    input: contract.StaffOrdersRequest,
    async handler(query, ctx) {
      return okPageOf(await listStaffOrders(ctx.db, query), query.page, query.limit);
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.deliver,
    data: contract.StaffOrder,
    tag: 'Staff',
    summary: 'Delivers order lines in part or in full, with their lot and tracking',
    description:
      `lines: [{ lineId, quantity, lotBatch }] shipped now; none named: everything still owed, with lotBatch. ` +
      'More than a line has left: 400. The order becomes delivered once every line is in full, else partial delivery; only pending or partial orders ship.',
    input: contract.DeliverOrderRequest,
    async handler(request, ctx) {
      return ok(await deliverOrder(ctx.db, request));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.complete,
    data: contract.StaffOrder,
    tag: 'Staff',
    summary: 'Completes a delivered order',
    description: `Only a delivered order (else 400).`,
    input: contract.StaffOrderIdRequest,
    async handler({ id }, ctx) {
      return ok(await moveOrder(ctx.db, id, 'completed'));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.cancel,
    data: contract.StaffOrder,
    tag: 'Staff',
    summary: 'Cancels an order pending delivery',
    description: `Only before anything shipped (else 400); the coupon is given back.`,
    input: contract.StaffOrderIdRequest,
    async handler({ id }, ctx) {
      return ok(await moveOrder(ctx.db, id, 'canceled'));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.logistics,
    data: contract.StaffOrder,
    tag: 'Staff',
    summary: 'Adds a logistics event to an order',
    description: `text (English), textZh (Chinese; default the English), location.`,
    input: contract.LogisticsEventRequest,
    async handler(event, ctx) {
      return ok(await addLogisticsEvent(ctx.db, event));
    },
  }),
  defineStaffRoute({
    operation: staffOrdersApi.give,
    data: contract.GivenCoupon,
    tag: 'Staff',
    summary: 'Gives a customer a coupon',
    description: `amountOff (CNY) or percentOff (1–99), threshold (CNY), validDays from now. Answers { id }.`,
    input: contract.GiveCouponRequest,
    async handler(coupon, ctx) {
      const id = await giveStaffCoupon(ctx.db, coupon);
      return ok({ id });
    },
  }),
];
