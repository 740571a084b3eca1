/** Browsing footprints of the logged-in customer: the latest-browsing panel and /my-tracks (docs/product.md §2.4, §7.1). */
import { z } from '@hono/zod-openapi';
import { CODE, ok, type Envelope } from '../http/envelope';
import { defineRoute } from '../http/route';
import { goodsIdField, userIdField } from '../../contract/fields';
import { requireCustomer } from '../accounts/customer-tokens';
import { addFootprint, addFootprints, listFootprints, removeFootprints } from './footprints';
import { Added, FootprintPage, Removed, FootprintsPageRequest, AddFootprintRequest, RemoveFootprintsRequest } from '../../contract/customer';

const TAG = 'Footprints';
/** A guest keeps a short history on the device; more than this is not a guest's list. */
const MAX_GUEST_VIEWS = 40;

/** An ISO date-time, or epoch milliseconds as a browser's Date.now() gives them. */
const viewedAtField = () =>
  z
    .preprocess((value) => {
      if (typeof value !== 'number') return value;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString();
    }, z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }))
    .optional()
    .openapi({ description: 'When the item was viewed (ISO date-time); absent: now', example: '2025-05-01T08:30:00.000Z' });

export const footprintRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/ToGoodsFoot/footprint',
    page: FootprintPage,
    tag: TAG,
    summary: "The customer's browsing footprints, latest view first",
    description:
      'Answers page { records, pages, total, current, size }; each record is a GoodsSummary (as the goods lists answer it, in the caller\'s ' +
      'language) plus viewedAt. The latest-browsing panel asks for limit=4 (docs/product.md §9).',
    input: FootprintsPageRequest,
    async handler({ page, limit, userId }, { db, token, lang }): Promise<Envelope<never, z.input<typeof FootprintPage>>> {
      const customer = await requireCustomer(db, token, userId);
      return { code: CODE.ok, msg: 'success', page: await listFootprints(db, customer.userId, page, limit, lang) };
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/ToGoodsFoot/addFootprint',
    data: z.null(),
    tag: TAG,
    summary: 'Records a view of a goods detail page',
    description: 'Answers data null. Viewing an item again moves it to the top. Off-shelf or unknown goods: code 3.',
    input: AddFootprintRequest,
    async handler({ goodsId, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      await addFootprint(db, customer.userId, goodsId);
      return ok(null);
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/ToGoodsFoot/addFootprintBatch',
    data: Added,
    tag: TAG,
    summary: "Merges a guest's footprints at login",
    description:
      'Answers data { added }: the views kept. The later of two views of an item wins; views of off-shelf or unknown goods are skipped, not an error.',
    input: z.object({
      list: z
        .array(z.object({ goodsId: goodsIdField().openapi({ description: 'Goods id', example: 12 }), viewedAt: viewedAtField() }), {
          error: 'must be a list of views',
        })
        .min(1, { error: 'must hold at least one view' })
        .max(MAX_GUEST_VIEWS, { error: `must hold at most ${MAX_GUEST_VIEWS} views` }),
      userId: userIdField(),
    }),
    async handler({ list, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      const views = list.map((view) => ({ goodsId: view.goodsId, viewedAt: view.viewedAt === undefined ? undefined : new Date(view.viewedAt) }));
      return ok({ added: await addFootprints(db, customer.userId, views) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/ToGoodsFoot/delete',
    data: Removed,
    tag: TAG,
    summary: 'Removes goods items from the footprints',
    description: 'Answers data { removed }.',
    input: RemoveFootprintsRequest,
    async handler({ goodsId, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok({ removed: await removeFootprints(db, customer.userId, goodsId) });
    },
  }),
];
