/**
 * Staff answering after-sales requests (docs/product.md §12.1; `npm run aftersales`). Bearer staff
 * token only; not reachable through the storefront's BFF.
 */
import { ApiFailure, CODE, ok, okPageOf } from '../http/envelope';
import { defineRoute, type RequestContext } from '../http/route';
import { isStaffAuthorization } from '../http/staff-token';
import { listAfterSales, afterSalesDetail } from './aftersales';
import { answerAfterSales } from './aftersales-staff';
import { AnswerAfterSalesRequest, StaffAfterSales, StaffAfterSalesPage, StaffAfterSalesRequest } from '../../contract/aftersales';

const STAFF_AUTH = 'Needs `Authorization: Bearer <staff token>` (STAFF_TOKEN, else DATA_DIR/staff-token); otherwise 401.';

function requireStaff(ctx: RequestContext): void {
  if (!isStaffAuthorization(ctx.hono.req.header('authorization'), ctx.settings.staffToken)) {
    throw new ApiFailure(CODE.unauthorized, 'authorization: a valid staff token is required (Authorization: Bearer <token>)');
  }
}

export const staffAfterSalesRoutes = [
  defineRoute({
    mode: 'get',
    path: '/staff/aftersales',
    page: StaffAfterSalesPage,
    tag: 'Staff',
    summary: 'After-sales requests newest first, with their timeline',
    description: `${STAFF_AUTH} Filters: status, userId.`,
    input: StaffAfterSalesRequest,
    async handler(query, ctx) {
      requireStaff(ctx);
      const { list, totalCount } = await listAfterSales(ctx.db, query, 'en');
      const details = await Promise.all(list.map((item) => afterSalesDetail(ctx.db, null, item.id, 'en')));
      return okPageOf({ list: details, totalCount }, query.page, query.limit);
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/aftersales/answer',
    data: StaffAfterSales,
    tag: 'Staff',
    summary: 'Accepts, rejects or completes an after-sales request, with a reply to the customer',
    description: `${STAFF_AUTH} pending → accepted | rejected; accepted → completed; anything else 400.`,
    input: AnswerAfterSalesRequest,
    async handler(answer, ctx) {
      requireStaff(ctx);
      return ok(await answerAfterSales(ctx.db, answer));
    },
  }),
];
