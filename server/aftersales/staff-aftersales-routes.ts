/**
 * Staff answering after-sales requests (docs/product.md §12.1; `npm run aftersales`). Bearer staff
 * token only; not reachable through the storefront's BFF.
 */
import { ok, okPageOf } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { listAfterSales, afterSalesDetail } from './aftersales';
import { answerAfterSales } from './aftersales-staff';
import { AnswerAfterSalesRequest, StaffAfterSales, StaffAfterSalesPage, StaffAfterSalesRequest } from '../../contract/aftersales';
import { staffAftersalesApi } from '../../contract/operations/aftersales';

export const staffAfterSalesRoutes = [
  defineStaffRoute({
    operation: staffAftersalesApi.aftersales,
    page: StaffAfterSalesPage,
    tag: 'Staff',
    summary: 'After-sales requests newest first, with their timeline',
    description: `Filters: status, userId.`,
    input: StaffAfterSalesRequest,
    async handler(query, ctx) {
      const { list, totalCount } = await listAfterSales(ctx.db, query, 'en');
      const details = await Promise.all(list.map((item) => afterSalesDetail(ctx.db, null, item.id, 'en')));
      return okPageOf({ list: details, totalCount }, query.page, query.limit);
    },
  }),
  defineStaffRoute({
    operation: staffAftersalesApi.answer,
    data: StaffAfterSales,
    tag: 'Staff',
    summary: 'Accepts, rejects or completes an after-sales request, with a reply to the customer',
    description: `pending → accepted | rejected; accepted → completed; anything else 400.`,
    input: AnswerAfterSalesRequest,
    async handler(answer, ctx) {
      return ok(await answerAfterSales(ctx.db, answer));
    },
  }),
];
