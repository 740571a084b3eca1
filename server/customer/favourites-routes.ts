/** The logged-in customer's favourites (docs/product.md §4, §7.1; names from docs/architecture.md §3). Every route needs the token. */
import { ok, okPage } from '../http/envelope';
import { defineRoute } from '../http/route';
import { requireCustomer } from '../accounts/customer-tokens';
import { addFavourites, favouritedAmong, listFavourites, removeFavourites } from './favourites';
import { Added, FavouritePage, GoodsIds, Removed, AddFavouritesRequest, RemoveFavouritesRequest, FavouritesPageRequest, FavouritedIdsRequest } from '../../contract/customer';

const TAG = 'Favourites';

export const favouriteRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/togoodscollection/addCollection',
    data: Added,
    tag: TAG,
    summary: 'Favourites goods items',
    description:
      'Answers data { added }: how many were not favourited before (adding again changes nothing). Any off-shelf or unknown goods item: code 3 ' +
      'and nothing is added.',
    input: AddFavouritesRequest,
    async handler({ goodsId, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok({ added: await addFavourites(db, customer.userId, goodsId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/togoodscollection/cancelCollection',
    data: Removed,
    tag: TAG,
    summary: 'Removes goods items from the favourites',
    description: 'Answers data { removed }: how many were favourited.',
    input: RemoveFavouritesRequest,
    async handler({ goodsId, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok({ removed: await removeFavourites(db, customer.userId, goodsId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/togoodscollection/myCollection',
    page: FavouritePage,
    tag: TAG,
    summary: "The customer's favourites, newest first",
    description:
      'Answers page { list, totalCount, pageSize, currPage, totalPage }; each entry is a GoodsSummary (as the goods lists answer it, in the ' +
      "caller's language) plus collected: 1 and collectedAt. Goods gone off shelf stay, with onShelfFlag false.",
    input: FavouritesPageRequest,
    async handler({ page, limit, userId }, { db, token, lang }) {
      const customer = await requireCustomer(db, token, userId);
      const { list, totalCount } = await listFavourites(db, customer.userId, page, limit, lang);
      return okPage(list, totalCount, page, limit);
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/togoodscollection/collectedIds',
    data: GoodsIds,
    tag: TAG,
    summary: 'Which of these goods items the customer has favourited',
    description: 'Answers data { list: number[] } in the order asked, so cached pages can fill in their hearts.',
    input: FavouritedIdsRequest,
    async handler({ goodsId, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok({ list: await favouritedAmong(db, customer.userId, goodsId) });
    },
  }),
];
