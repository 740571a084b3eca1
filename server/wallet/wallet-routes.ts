/** The customer's wallet and invoice requests (docs/product.md §10.2, §7.1 erp/*). Every route needs the token and sees only its own customer's money. */
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { accountInfo, cancelInvoiceRequest, ledger, listInvoiceRequests, submitInvoiceRequest } from './wallet';
import * as contract from '../../contract/wallet';
import { walletApi } from '../../contract/operations/wallet';

const TAG = 'Wallet';

export const walletRoutes = [
  defineCustomerRoute({
    operation: walletApi.getAccountInfo,
    data: contract.AccountInfo,
    tag: TAG,
    summary: "The customer's account: balance, credit limit, amount owed",
    description:
      'Answers data { currency: CNY, balance (payments minus invoices), creditLimit, amountOwed, availableCredit, nextDueAt }. A customer ' +
      'without a ledger answers zeros.',
    input: contract.AccountInfoRequest,
    handler: async (_input, { db, customer }) => ok(await accountInfo(db, customer.userId)),
  }),
  defineCustomerRoute({
    operation: walletApi.getDebtDetail,
    page: contract.LedgerPage,
    tag: TAG,
    summary: "The customer's ledger: invoices owed and payments received, newest first",
    description:
      'Answers page { list, totalCount, pageSize, currPage, totalPage }; entries carry kind (invoice | payment), amount (CNY), orderNo (text), ' +
      'documentNo, occurredAt and dueAt (invoices). Filters: kind, from and to (yyyy-mm-dd, inclusive, China time).',
    input: contract.DebtDetailRequest,
    async handler({ page, limit, kind, from, to }, { db, customer }) {
      return okPageOf(await ledger(db, customer.userId, { page, limit, kind, from, to }), page, limit);
    },
  }),
  defineCustomerRoute({
    operation: walletApi.list,
    page: contract.InvoiceRequestPage,
    tag: TAG,
    summary: "The customer's invoice requests, newest first",
    description:
      'Answers page { list, … }; each request has orderNo, amount (CNY), title, taxNumber, type (ordinary | special), email, state (pending | issued | rejected).',
    input: contract.InvoiceRequestListRequest,
    async handler({ page, limit }, { db, customer }) {
      return okPageOf(await listInvoiceRequests(db, customer.userId, page, limit), page, limit);
    },
  }),
  defineCustomerRoute({
    operation: walletApi.submit,
    data: contract.InvoiceRequestRow,
    tag: TAG,
    summary: 'Requests an invoice for an amount of an order',
    description: 'Answers the stored request (state pending). Every field is checked and a refusal names it (400).',
    input: contract.SubmitInvoiceRequest,
    async handler({ userId: _userId, ...request }, { db, customer }) {
      return ok(await submitInvoiceRequest(db, customer.userId, request));
    },
  }),
  defineCustomerRoute({
    operation: walletApi.cancel,
    data: contract.InvoiceCancelled,
    tag: TAG,
    summary: 'Withdraws a pending invoice request',
    description: "Answers data { id }. Another customer's id answers 3; a request already issued or rejected answers 409.",
    input: contract.CancelInvoiceRequest,
    async handler({ id }, { db, customer }) {
      await cancelInvoiceRequest(db, customer.userId, id);
      return ok({ id });
    },
  }),
];
