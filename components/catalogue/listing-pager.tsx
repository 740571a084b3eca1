'use client';
import { useTranslations } from 'next-intl';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';
import { Link } from '@/lib/i18n/navigation';

/** Pages as links keeping view and sort in the URL (each page is its own cached page). */
export function ListingPager({ route, query, page, count }: { route: ListingRoute; query: ListingQuery; page: number; count: number }) {
  const t = useTranslations('catalogue');
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={t('pagerLabel')}
      page={page}
      count={count}
      shape="rounded"
      color="primary"
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item) => t('pageItem', { type, page: item ?? page })}
      renderItem={(item) => <PaginationItem component={Link} href={listingHref(route, { ...query, page: item.page ?? 1 })} {...item} />}
    />
  );
}
