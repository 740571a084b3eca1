/** The logged-in customer's inquiry list (the cart of docs/product.md §5, §7.1). Every route needs the token. */
import { z } from '@hono/zod-openapi';
import { CODE, ok, okPage, type Envelope } from '../http/envelope';
import { defineRoute } from '../http/route';
import { goodsIdField, quantityField, skuIdField, userIdField } from '../../contract/fields';
import { addManyToCart, addToCart, cartSize, listCart, removeFromCart, updateCartLine } from './cart';
import { requireCustomer } from '../accounts/customer-tokens';
import { CartMerge, CartPage, CartSize, CartListRequest, CartSizeRequest } from '../../contract/customer';

const TAG = 'Inquiry list';
const MAX_LINES_PER_CALL = 200;

const lineKey = {
  id: goodsIdField().openapi({ description: 'Goods id', example: 12 }),
  skuId: skuIdField(),
};

const lineList = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape), { error: 'must be a list of lines' })
    .min(1, { error: 'must hold at least one line' })
    .max(MAX_LINES_PER_CALL, { error: `must hold at most ${MAX_LINES_PER_CALL} lines` });

export const cartRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsCar/myCarList',
    page: CartPage,
    tag: TAG,
    summary: "The customer's inquiry list, newest line first",
    description:
      'Answers page { list: CartLine[], total, totalCount, pageSize, currPage, totalPage }. CartLine = { id (goods id), skuId (0 = none chosen), ' +
      'quantity, itemno, title, skuDesc, skuPrice (CNY), imgCover, onShelfFlag, inventoryStatus, addedAt }; skuDesc and skuPrice are null when ' +
      'no SKU is chosen. Lines of goods gone off shelf stay, with onShelfFlag false. Needs the token: 401 without, 402 when expired.',
    input: CartListRequest,
    async handler({ page, limit, userId }, { db, token, lang }): Promise<Envelope<never, z.input<typeof CartPage>>> {
      const customer = await requireCustomer(db, token, userId);
      const { list, total } = await listCart(db, customer.userId, page, limit, lang);
      const answer = okPage(list, total, page, limit);
      return { ...answer, page: answer.page && { ...answer.page, total } };
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsCar/addCar',
    data: CartSize,
    tag: TAG,
    summary: 'Adds a goods item (and SKU) to the inquiry list',
    description:
      'Answers data { size } (lines in the list). The same id and skuId merge by adding quantity, capped at 9999. Off-shelf or unknown goods: ' +
      'code 3; a skuId that is not of that goods item: 400.',
    input: z.object({
      ...lineKey,
      quantity: quantityField().default(1).openapi({ description: 'Quantity to add (1–9999, default 1)', example: 1 }),
      userId: userIdField(),
    }),
    async handler({ id, skuId, quantity, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      await addToCart(db, customer.userId, { goodsId: id, skuId, quantity });
      return ok({ size: await cartSize(db, customer.userId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsCar/addCarBatch',
    data: CartMerge,
    tag: TAG,
    summary: "Merges lines into the inquiry list (the guest's list at login)",
    description:
      'Answers data { size, skipped: [{ id, skuId }] }. Lines merge as addCar does (repeated lines in the list are added up first); lines of ' +
      'off-shelf or unknown goods, or with a SKU of another goods item, are skipped and listed, not an error.',
    input: z.object({
      list: lineList({ ...lineKey, quantity: quantityField().default(1).openapi({ description: 'Quantity to add (1–9999)', example: 2 }) }),
      userId: userIdField(),
    }),
    async handler({ list, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      const skipped = await addManyToCart(
        db,
        customer.userId,
        list.map((line) => ({ goodsId: line.id, skuId: line.skuId, quantity: line.quantity })),
      );
      return ok({ size: await cartSize(db, customer.userId), skipped: skipped.map(({ goodsId, skuId }) => ({ id: goodsId, skuId })) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsCar/updateCar',
    data: CartSize,
    tag: TAG,
    summary: 'Sets the quantity of an inquiry-list line',
    description: `Answers data { size }. Code ${CODE.notFound} when the list has no line for this id and skuId.`,
    input: z.object({
      ...lineKey,
      quantity: quantityField().openapi({ description: 'New quantity (1–9999)', example: 3 }),
      userId: userIdField(),
    }),
    async handler({ id, skuId, quantity, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      await updateCartLine(db, customer.userId, { goodsId: id, skuId, quantity });
      return ok({ size: await cartSize(db, customer.userId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsCar/cancelCar',
    data: CartSize,
    tag: TAG,
    summary: 'Removes lines from the inquiry list',
    description: 'Answers data { size } (lines left). Lines the list does not hold are ignored.',
    input: z.object({ list: lineList(lineKey), userId: userIdField() }),
    async handler({ list, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      await removeFromCart(db, customer.userId, list.map((line) => ({ goodsId: line.id, skuId: line.skuId })));
      return ok({ size: await cartSize(db, customer.userId) });
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/online/toGoodsCar/myCarSize',
    data: z.number(),
    tag: TAG,
    summary: 'Number of lines in the inquiry list (the header badge)',
    description: 'Answers data: a number.',
    input: CartSizeRequest,
    async handler({ userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok(await cartSize(db, customer.userId));
    },
  }),
];
