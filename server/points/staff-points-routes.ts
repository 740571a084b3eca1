/**
 * The staff's side of the points mall (docs/product.md §2.11): answer exchanges, award a completed
 * order's points, grant points. Bearer staff token only; not reachable through the BFF.
 */
import { ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { CENTRE_NOTIFIER } from '../messages/customer-notifier';
import { answerExchange, awardOrderPoints, grantPoints, listPointsOrders, pointsBalance } from './points';
import { GrantPointsRequest, OrderCompletedRequest, PointsAwarded, StaffPointsOrderList } from '../../contract/points';
import { Answered, StaffAnswerRequest, StaffApprovalListRequest } from '../../contract/trials';
import { staffPointsApi } from '../../contract/operations/points';

export const staffPointsRoutes = [
  defineStaffRoute({
    operation: staffPointsApi.exchanges,
    data: StaffPointsOrderList,
    tag: 'Staff',
    summary: 'Points exchanges newest first',
    description: `Answers { list, totalCount }; status filters by pending, approved or rejected.`,
    input: StaffApprovalListRequest,
    handler: async ({ page, limit, status }, ctx) => {
      return ok(await listPointsOrders(ctx.db, null, { page, limit, status }, 'en'));
    },
  }),
  defineStaffRoute({
    operation: staffPointsApi.answer,
    data: Answered,
    tag: 'Staff',
    summary: 'Approve or reject a points exchange',
    description: `A rejection returns the points (one ledger row); the customer gets a message. Answering again keeps the first answer; an unknown id → 3.`,
    input: StaffAnswerRequest,
    handler: async (input, ctx) => {
      return ok(await answerExchange(ctx.db, input, CENTRE_NOTIFIER));
    },
  }),
  defineStaffRoute({
    operation: staffPointsApi.orderCompleted,
    data: PointsAwarded,
    tag: 'Staff',
    summary: "Award a completed order's points",
    description: `1 point per full CNY 1 of amountCny, once per orderNo (again: awarded 0). Answers { awarded, balance }.`,
    input: OrderCompletedRequest,
    handler: async ({ customerId, orderNo, amountCny }, ctx) => {
      const awarded = await ctx.db.transaction((tx) => awardOrderPoints(tx, { customerId, orderNo, amountCny }));
      return ok({ awarded, balance: await pointsBalance(ctx.db, customerId) });
    },
  }),
  defineStaffRoute({
    operation: staffPointsApi.grant,
    data: PointsAwarded,
    tag: 'Staff',
    summary: 'Grant points to a customer',
    description: `One ledger row (reason grant). Answers { awarded, balance }.`,
    input: GrantPointsRequest,
    handler: async ({ customerId, points }, ctx) => {
      return ok({ awarded: points, balance: await grantPoints(ctx.db, customerId, points) });
    },
  }),
];
