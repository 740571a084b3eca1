/**
 * Staff moving orders through their states (docs/product.md §11.2; `npm run orders`) and giving
 * coupons. Bearer staff token only; not reachable through the storefront's BFF.
 */
import { ApiFailure, CODE, ok, okPageOf } from '../http/envelope';
import { defineRoute, type RequestContext } from '../http/route';
import { isStaffAuthorization } from '../http/staff-token';
import { addLogisticsEvent, deliverOrder, listStaffOrders, moveOrder } from './order-staff';
import { giveCoupon } from '../coupons/coupons';
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

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_AUTH = 'Needs `Authorization: Bearer <staff token>` (STAFF_TOKEN, else DATA_DIR/staff-token); otherwise 401.';

function requireStaff(ctx: RequestContext): void {
  if (!isStaffAuthorization(ctx.hono.req.header('authorization'), ctx.settings.staffToken)) {
    throw new ApiFailure(CODE.unauthorized, 'authorization: a valid staff token is required (Authorization: Bearer <token>)');
  }
}

export const staffOrderRoutes = [
  defineRoute({
    mode: 'get',
    path: '/staff/orders',
    page: StaffOrderPage,
    tag: 'Staff',
    summary: 'Orders newest first, deleted ones included',
    description: `${STAFF_AUTH} Filters: status, userId.`,
    input: StaffOrdersRequest,
    async handler(query, ctx) {
      requireStaff(ctx);
      return okPageOf(await listStaffOrders(ctx.db, query), query.page, query.limit);
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/orders/deliver',
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Delivers order lines in part or in full, with their lot and tracking',
    description:
      `${STAFF_AUTH} lines: [{ lineId, quantity, lotBatch }] shipped now; none named: everything still owed, with lotBatch. ` +
      'More than a line has left: 400. The order becomes delivered once every line is in full, else partial delivery; only pending or partial orders ship.',
    input: DeliverOrderRequest,
    async handler(request, ctx) {
      requireStaff(ctx);
      return ok(await deliverOrder(ctx.db, request));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/orders/complete',
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Completes a delivered order',
    description: `${STAFF_AUTH} Only a delivered order (else 400).`,
    input: StaffOrderIdRequest,
    async handler({ id }, ctx) {
      requireStaff(ctx);
      return ok(await moveOrder(ctx.db, id, 'completed'));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/orders/cancel',
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Cancels an order pending delivery',
    description: `${STAFF_AUTH} Only before anything shipped (else 400); the coupon is given back.`,
    input: StaffOrderIdRequest,
    async handler({ id }, ctx) {
      requireStaff(ctx);
      return ok(await moveOrder(ctx.db, id, 'canceled'));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/orders/logistics',
    data: StaffOrder,
    tag: 'Staff',
    summary: 'Adds a logistics event to an order',
    description: `${STAFF_AUTH} text (English), textZh (Chinese; default the English), location.`,
    input: LogisticsEventRequest,
    async handler(event, ctx) {
      requireStaff(ctx);
      return ok(await addLogisticsEvent(ctx.db, event));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/coupons/give',
    data: GivenCoupon,
    tag: 'Staff',
    summary: 'Gives a customer a coupon',
    description: `${STAFF_AUTH} amountOff (CNY) or percentOff (1–99), threshold (CNY), validDays from now. Answers { id }.`,
    input: GiveCouponRequest,
    async handler(coupon, ctx) {
      requireStaff(ctx);
      const now = new Date();
      const id = await giveCoupon(ctx.db, {
        userId: coupon.userId,
        titleEn: coupon.title,
        titleZh: coupon.titleZh || coupon.title,
        amountOff: coupon.amountOff,
        percentOff: coupon.percentOff,
        threshold: coupon.threshold,
        validFrom: now,
        validUntil: new Date(now.getTime() + coupon.validDays * DAY_MS),
      });
      return ok({ id });
    },
  }),
];
