'use client';
import { useTranslations } from 'next-intl';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from '@/lib/i18n/navigation';
import { searchResultHref } from '@/lib/search/search-query';

/** Result pages as links keeping the term (each page is its own cached page). */
export function SearchPager({ term, page, count }: { term: string; page: number; count: number }) {
  const t = useTranslations('search');
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
      renderItem={(item) => <PaginationItem component={Link} href={searchResultHref(term, item.page ?? 1)} {...item} />}
    />
  );
}
