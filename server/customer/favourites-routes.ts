/** The logged-in customer's favourites (docs/product.md §4, §7.1; names from docs/architecture.md §3). Every route needs the token. */
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { addFavourites, favouritedAmong, listFavourites, removeFavourites } from './favourites';
import { Added, AddFavouritesRequest, CustomerGoodsIdsRequest, FavouritePage, FavouritesPageRequest, GoodsIds } from '../../contract/customer';
import { removeGoodsRoute } from './remove-goods-route';
import { favouritesApi } from '../../contract/operations/customer';

const TAG = 'Favourites';

export const favouriteRoutes = [
  defineCustomerRoute({
    operation: favouritesApi.addCollection,
    data: Added,
    tag: TAG,
    summary: 'Favourites goods items',
    description:
      'Answers data { added }: how many were not favourited before (adding again changes nothing). Any off-shelf or unknown goods item: code 3 ' +
      'and nothing is added.',
    input: AddFavouritesRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ added: await addFavourites(db, customer.userId, goodsId) });
    },
  }),
  removeGoodsRoute({
    operation: favouritesApi.cancelCollection,
    tag: TAG,
    list: 'favourites',
    description: 'Answers data { removed }: how many were favourited.',
    remove: removeFavourites,
  }),
  defineCustomerRoute({
    operation: favouritesApi.myCollection,
    page: FavouritePage,
    tag: TAG,
    summary: "The customer's favourites, newest first",
    description:
      'Answers page { list, totalCount, pageSize, currPage, totalPage }; each entry is a GoodsSummary (as the goods lists answer it, in the ' +
      "caller's language) plus collected: 1 and collectedAt. Goods gone off shelf stay, with onShelfFlag false.",
    input: FavouritesPageRequest,
    async handler({ page, limit }, { db, customer, lang }) {
      return okPageOf(await listFavourites(db, customer.userId, page, limit, lang), page, limit);
    },
  }),
  defineCustomerRoute({
    operation: favouritesApi.collectedIds,
    data: GoodsIds,
    tag: TAG,
    summary: 'Which of these goods items the customer has favourited',
    description: 'Answers data { list: number[] } in the order asked, so cached pages can fill in their hearts.',
    input: CustomerGoodsIdsRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ list: await favouritedAmong(db, customer.userId, goodsId) });
    },
  }),
];
