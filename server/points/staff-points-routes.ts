/**
 * The staff's side of the points mall (docs/product.md §2.11): answer exchanges, award a completed
 * order's points, grant points. Bearer staff token only; not reachable through the BFF.
 */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { CENTRE_NOTIFIER } from '../trials/customer-notifier';
import { requireStaff, STAFF_AUTH } from '../trials/staff-trials-routes';
import { answerExchange, awardOrderPoints, grantPoints, listPointsOrders, pointsBalance } from './points';
import { GrantPointsRequest, OrderCompletedRequest, PointsAwarded, StaffPointsOrderList } from '../../contract/points';
import { Answered, StaffAnswerRequest, StaffApprovalListRequest } from '../../contract/trials';

export const staffPointsRoutes = [
  defineRoute({
    mode: 'get',
    path: '/staff/exchanges',
    data: StaffPointsOrderList,
    tag: 'Staff',
    summary: 'Points exchanges newest first',
    description: `${STAFF_AUTH} Answers { list, totalCount }; status filters by pending, approved or rejected.`,
    input: StaffApprovalListRequest,
    handler: async ({ page, limit, status }, ctx) => {
      requireStaff(ctx);
      return ok(await listPointsOrders(ctx.db, null, { page, limit, status }, 'en'));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/exchanges/answer',
    data: Answered,
    tag: 'Staff',
    summary: 'Approve or reject a points exchange',
    description: `${STAFF_AUTH} A rejection returns the points (one ledger row); the customer gets a message. Answering again keeps the first answer; an unknown id → 3.`,
    input: StaffAnswerRequest,
    handler: async (input, ctx) => {
      requireStaff(ctx);
      return ok(await answerExchange(ctx.db, input, CENTRE_NOTIFIER));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/points/order-completed',
    data: PointsAwarded,
    tag: 'Staff',
    summary: "Award a completed order's points",
    description: `${STAFF_AUTH} 1 point per full CNY 1 of amountCny, once per orderNo (again: awarded 0). Answers { awarded, balance }.`,
    input: OrderCompletedRequest,
    handler: async ({ customerId, orderNo, amountCny }, ctx) => {
      requireStaff(ctx);
      const awarded = await ctx.db.transaction((tx) => awardOrderPoints(tx, { customerId, orderNo, amountCny }));
      return ok({ awarded, balance: await pointsBalance(ctx.db, customerId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/points/grant',
    data: PointsAwarded,
    tag: 'Staff',
    summary: 'Grant points to a customer',
    description: `${STAFF_AUTH} One ledger row (reason grant). Answers { awarded, balance }.`,
    input: GrantPointsRequest,
    handler: async ({ customerId, points }, ctx) => {
      requireStaff(ctx);
      return ok({ awarded: points, balance: await grantPoints(ctx.db, customerId, points) });
    },
  }),
];
