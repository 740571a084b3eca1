/** The logged-in customer's inquiry list (the cart of docs/product.md §5, §7.1). Every route needs the token. */
import { type z } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import { CODE, type Envelope, ok, okPage } from '../http/envelope';
import { mergeIntoInquiryList, addToInquiryList, inquiryListSize, listInquiryLines, removeInquiryLines, updateInquiryLine } from './inquiry-list';
import { defineCustomerRoute } from '../accounts/customer-route';
import * as contract from '../../contract/customer';
import { CountData } from '../../contract/envelope';
import { inquiryListApi } from '../../contract/operations/customer';

const TAG = 'Inquiry list';

/** data { size }: the lines in the list once the change is made. */
async function sizeAfter(db: Db, userId: number, change: Promise<unknown>) {
  await change;
  return ok({ size: await inquiryListSize(db, userId) });
}
export const inquiryListRoutes = [
  defineCustomerRoute({
    operation: inquiryListApi.myCarList,
    page: contract.CartPage,
    tag: TAG,
    summary: "The customer's inquiry list, newest line first",
    description:
      'Answers page { list: CartLine[], total, totalCount, pageSize, currPage, totalPage }. CartLine = { id (goods id), skuId (0 = none chosen), ' +
      "quantity, itemno, title, skuDesc, skuPrice (CNY), rules (the SKU's promotion rules), imgCover, onShelfFlag, inventoryStatus, addedAt }; skuDesc and skuPrice are null when " +
      'no SKU is chosen. Lines of goods gone off shelf stay, with onShelfFlag false. Needs the token: 401 without, 402 when expired.',
    input: contract.CartListRequest,
    async handler({ page, limit }, { db, customer, lang }): Promise<Envelope<never, z.input<typeof contract.CartPage>>> {
      const { list, total } = await listInquiryLines(db, customer.userId, page, limit, lang);
      const answer = okPage(list, total, page, limit);
      return { ...answer, page: answer.page && { ...answer.page, total } };
    },
  }),
  defineCustomerRoute({
    operation: inquiryListApi.addCar,
    data: contract.CartSize,
    tag: TAG,
    summary: 'Adds a goods item (and SKU) to the inquiry list',
    description:
      'Answers data { size } (lines in the list). The same id and skuId merge by adding quantity, capped at 9999. Off-shelf or unknown goods: ' +
      'code 3; a skuId that is not of that goods item: 400.',
    input: contract.AddCartLineRequest,
    handler: async ({ id, skuId, quantity }, { db, customer }) =>
      sizeAfter(db, customer.userId, addToInquiryList(db, customer.userId, { goodsId: id, skuId, quantity })),
  }),
  defineCustomerRoute({
    operation: inquiryListApi.addCarBatch,
    data: contract.CartMerge,
    tag: TAG,
    summary: "Merges lines into the inquiry list (the guest's list at login)",
    description:
      'Answers data { size, skipped: [{ id, skuId }] }. Lines merge as addCar does (repeated lines in the list are added up first); lines of ' +
      'off-shelf or unknown goods, or with a SKU of another goods item, are skipped and listed, not an error.',
    input: contract.MergeCartRequest,
    async handler({ list }, { db, customer }) {
      const skipped = await mergeIntoInquiryList(
        db,
        customer.userId,
        list.map((line) => ({ goodsId: line.id, skuId: line.skuId, quantity: line.quantity })),
      );
      return ok({ size: await inquiryListSize(db, customer.userId), skipped: skipped.map(({ goodsId, skuId }) => ({ id: goodsId, skuId })) });
    },
  }),
  defineCustomerRoute({
    operation: inquiryListApi.updateCar,
    data: contract.CartSize,
    tag: TAG,
    summary: 'Sets the quantity of an inquiry-list line',
    description: `Answers data { size }. Code ${CODE.notFound} when the list has no line for this id and skuId.`,
    input: contract.UpdateCartLineRequest,
    handler: async ({ id, skuId, quantity }, { db, customer }) =>
      sizeAfter(db, customer.userId, updateInquiryLine(db, customer.userId, { goodsId: id, skuId, quantity })),
  }),
  defineCustomerRoute({
    operation: inquiryListApi.cancelCar,
    data: contract.CartSize,
    tag: TAG,
    summary: 'Removes lines from the inquiry list',
    description: 'Answers data { size } (lines left). Lines the list does not hold are ignored.',
    input: contract.RemoveCartLinesRequest,
    handler: async ({ list }, { db, customer }) =>
      sizeAfter(
        db,
        customer.userId,
        removeInquiryLines(
          db,
          customer.userId,
          list.map((line) => ({ goodsId: line.id, skuId: line.skuId })),
        ),
      ),
  }),
  defineCustomerRoute({
    operation: inquiryListApi.myCarSize,
    data: CountData,
    tag: TAG,
    summary: 'Number of lines in the inquiry list (the header badge)',
    description: 'Answers data: a number.',
    input: contract.CartSizeRequest,
    async handler(_input, { db, customer }) {
      return ok(await inquiryListSize(db, customer.userId));
    },
  }),
];
