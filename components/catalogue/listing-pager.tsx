import { LinkPager } from '@/components/common/link-pager';
import { listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';

/** Pages as links keeping view and sort in the URL. */
export function ListingPager({ route, query, page, count }: { route: ListingRoute; query: ListingQuery; page: number; count: number }) {
  return <LinkPager page={page} count={count} messages="catalogue" hrefFor={(target) => listingHref(route, { ...query, page: target })} />;
}
