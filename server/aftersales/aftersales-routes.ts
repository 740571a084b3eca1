/**
 * After-sales requests of the logged-in customer (docs/product.md §12.1). Every route needs the
 * token; another customer's order, line or request reads as unknown (code 3).
 */
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { afterSalesCount, afterSalesDetail, allowedQuantity, cancelAfterSales, listAfterSales, submitAfterSales } from './aftersales';
import * as contract from '../../contract/aftersales';
import { aftersalesApi } from '../../contract/operations/aftersales';

const TAG = 'After-sales';

export const afterSalesRoutes = [
  defineCustomerRoute({
    operation: aftersalesApi.aftermarketList,
    page: contract.AfterSalesPage,
    tag: TAG,
    summary: "The customer's after-sales requests, newest first",
    description: 'status: pending | accepted | rejected | completed | canceled (absent or all: every request). Answers page { list: AfterSalesSummary[], … }.',
    input: contract.AfterSalesListRequest,
    async handler({ page, limit, status }, { db, customer, lang }) {
      const { list, totalCount } = await listAfterSales(db, { userId: customer.userId, status, page, limit }, lang);
      return okPageOf({ list: list.map(({ userId: _userId, ...summary }) => summary), totalCount }, page, limit);
    },
  }),
  defineCustomerRoute({
    operation: aftersalesApi.subAftermarket,
    data: contract.AfterSalesDetail,
    tag: TAG,
    summary: 'Opens an after-sales request on delivered lines of one order',
    description:
      'type: return | refund | exchange; reason; lines: [{ orderLineId, quantity }]; description; attachments (upload file ids). ' +
      'A line allows its delivered quantity minus what pending, accepted and completed requests already hold: more is refused (400 naming lines.N.quantity). ' +
      'Checked and stored in one transaction with the lines locked, so two requests at once cannot exceed it.',
    input: contract.SubmitAfterSalesRequest,
    handler: async ({ userId: _userId, ...input }, { db, customer }) => ok(await submitAfterSales(db, customer.userId, input)),
  }),
  defineCustomerRoute({
    operation: aftersalesApi.aftermarketDetail,
    data: contract.AfterSalesDetail,
    tag: TAG,
    summary: 'One after-sales request with its lines, reply and timeline',
    description: "Another customer's or an unknown id: code 3.",
    input: contract.AfterSalesIdRequest,
    handler: async ({ id }, { db, customer, lang }) => {
      const { userId: _owner, ...detail } = await afterSalesDetail(db, customer.userId, id, lang);
      return ok(detail);
    },
  }),
  defineCustomerRoute({
    operation: aftersalesApi.cancelAftermarket,
    data: contract.AfterSalesChanged,
    tag: TAG,
    summary: 'Cancels an after-sales request pending review',
    description: 'Only while pending (else 400); its quantities become claimable again. Answers { id, status }.',
    input: contract.AfterSalesIdRequest,
    handler: async ({ id }, { db, customer }) => ok(await cancelAfterSales(db, customer.userId, id)),
  }),
  defineCustomerRoute({
    operation: aftersalesApi.checkAftermarketQuantity,
    data: contract.AllowedQuantity,
    tag: TAG,
    summary: 'The quantity of an order line an after-sales request may still claim',
    description: 'Answers { orderLineId, delivered, claimed (held by pending, accepted and completed requests), allowed }.',
    input: contract.AllowedQuantityRequest,
    handler: async ({ orderLineId }, { db, customer }) => ok(await allowedQuantity(db, customer.userId, orderLineId)),
  }),
  defineCustomerRoute({
    operation: aftersalesApi.getAftermarketOrderCount,
    data: contract.AfterSalesCount,
    tag: TAG,
    summary: "Counts of the customer's after-sales requests per status (the /return-refund tabs)",
    description: 'Answers { all, pending, accepted, rejected, completed, canceled }.',
    input: contract.AfterSalesCountRequest,
    handler: async (_input, { db, customer }) => ok(await afterSalesCount(db, customer.userId)),
  }),
];
