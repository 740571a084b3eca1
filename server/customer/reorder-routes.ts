/**
 * Buy again and quick order (docs/product.md §11.6): the customer's inquiry list filled from an
 * earlier order or from a list of Cat. Nos. Both read first and write once per Idempotency-Key
 * (server/http/idempotency.ts), keyed to the customer: a retry answers the first result again.
 */
import { ok } from '../http/envelope';
import { idempotencyKeyFrom, runOnce } from '../http/idempotency';
import { defineCustomerRoute } from '../accounts/customer-route';
import { planBuyAgain, writeBuyAgain } from './buy-again';
import { planQuickOrder, writeQuickOrder } from './quick-order';
import * as contract from '../../contract/reorder';
import { reorderApi } from '../../contract/operations/reorder';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_ROWS } from '../../contract/quick-order-lines';

const TAG = 'Inquiry list';

const KEY_NOTE =
  'Send an `Idempotency-Key` (1–200 visible ASCII, e.g. a UUID per click): the same key and body answer the first result again and add nothing; ' +
  'the same key with another body → 409.';

export const reorderRoutes = [
  defineCustomerRoute({
    operation: reorderApi.buyAgain,
    data: contract.BuyAgainAnswer,
    tag: TAG,
    summary: "Puts an order's lines (or one line) back into the inquiry list",
    description:
      'Lines go in with their quantities, merged as addCar merges (capped at 9999); gift lines only when named by lineId. Answers { size, added, unavailable }: ' +
      'a line whose goods item is gone, off shelf, no longer sold (notSold) or whose size is no longer offered (sizeGone) is not added but listed with up to three ' +
      `alternatives (for sizeGone the goods item itself first). Another customer's, a deleted or an unknown order, or a lineId not of the order: code 3. ${KEY_NOTE}`,
    input: contract.BuyAgainRequest,
    async handler({ orderId, lineId }, ctx) {
      const key = idempotencyKeyFrom(ctx.hono.req.header('idempotency-key'));
      const plan = await planBuyAgain(ctx.db, ctx.customer.userId, orderId, lineId, ctx.lang);
      const outcome = await runOnce(
        ctx.db,
        { route: `${reorderApi.buyAgain.path} user ${ctx.customer.userId}`, key, body: { orderId, lineId } },
        async (tx) => ({ answer: await writeBuyAgain(tx, ctx.customer.userId, plan), detail: null }),
      );
      return ok(outcome.answer);
    },
  }),
  defineCustomerRoute({
    operation: reorderApi.quickOrder,
    data: contract.QuickOrderAnswer,
    tag: TAG,
    summary: 'Adds goods to the inquiry list by Cat. No. (pasted lines or a CSV file)',
    description:
      'format lines: one row a line, "Cat. No. [size] [quantity]" split by tabs, commas or semicolons (three fields: Cat. No., size, quantity), or by spaces ' +
      '(the last word is the quantity when it is a number, the words between the size); csv: the header itemno,size,quantity then one row a line. ' +
      'No quantity: 1; no size: the goods item’s first size. Answers { size, rows }: each row (numbered by its line in the text) is added, unknown (with a ' +
      'suggestion one slip away, if any), offShelf (with alternatives) or refused (field: itemno, size with the sizes offered, or quantity, 1–9999). ' +
      `At most ${QUICK_ORDER_MAX_ROWS} rows and ${QUICK_ORDER_MAX_CHARS} characters, else 400 naming text. ${KEY_NOTE}`,
    input: contract.QuickOrderRequest,
    async handler({ format, text }, ctx) {
      const key = idempotencyKeyFrom(ctx.hono.req.header('idempotency-key'));
      const rows = await planQuickOrder(ctx.db, format, text, ctx.lang);
      const outcome = await runOnce(
        ctx.db,
        { route: `${reorderApi.quickOrder.path} user ${ctx.customer.userId}`, key, body: { format, text } },
        async (tx) => ({ answer: await writeQuickOrder(tx, ctx.customer.userId, rows), detail: null }),
      );
      return ok(outcome.answer);
    },
  }),
];
