/** Browsing footprints of the logged-in customer: the latest-browsing panel and /my-tracks (docs/product.md §2.4, §7.1). */
import { type z } from '@hono/zod-openapi';
import { CODE, type Envelope, ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { addFootprint, addFootprints, listFootprints, removeFootprints } from './footprints';
import { Added, AddFootprintRequest, FootprintPage, FootprintsPageRequest, MergeFootprintsRequest } from '../../contract/customer';
import { removeGoodsRoute } from './remove-goods-route';
import { NoData } from '../../contract/envelope';
import { footprintsApi } from '../../contract/operations/customer';

const TAG = 'Footprints';

export const footprintRoutes = [
  defineCustomerRoute({
    operation: footprintsApi.footprint,
    page: FootprintPage,
    tag: TAG,
    summary: "The customer's browsing footprints, latest view first",
    description:
      "Answers page { records, pages, total, current, size }; each record is a GoodsSummary (as the goods lists answer it, in the caller's " +
      'language) plus viewedAt. The latest-browsing panel asks for limit=4 (docs/product.md §9).',
    input: FootprintsPageRequest,
    async handler({ page, limit }, { db, customer, lang }): Promise<Envelope<never, z.input<typeof FootprintPage>>> {
      return { code: CODE.ok, msg: 'success', page: await listFootprints(db, customer.userId, page, limit, lang) };
    },
  }),
  defineCustomerRoute({
    operation: footprintsApi.addFootprint,
    data: NoData,
    tag: TAG,
    summary: 'Records a view of a goods detail page',
    description: 'Answers data null. Viewing an item again moves it to the top. Off-shelf or unknown goods: code 3.',
    input: AddFootprintRequest,
    async handler({ goodsId }, { db, customer }) {
      await addFootprint(db, customer.userId, goodsId);
      return ok(null);
    },
  }),
  defineCustomerRoute({
    operation: footprintsApi.addFootprintBatch,
    data: Added,
    tag: TAG,
    summary: "Merges a guest's footprints at login",
    description:
      'Answers data { added }: the views kept. The later of two views of an item wins; views of off-shelf or unknown goods are skipped, not an error.',
    input: MergeFootprintsRequest,
    async handler({ list }, { db, customer }) {
      const views = list.map((view) => ({ goodsId: view.goodsId, viewedAt: view.viewedAt === undefined ? undefined : new Date(view.viewedAt) }));
      return ok({ added: await addFootprints(db, customer.userId, views) });
    },
  }),
  removeGoodsRoute({ operation: footprintsApi.delete, tag: TAG, list: 'footprints', description: 'Answers data { removed }.', remove: removeFootprints }),
];
