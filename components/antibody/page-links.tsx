'use client';
import { useTranslations } from 'next-intl';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from '@/lib/i18n/navigation';

/** `base` with its page: page is the last parameter of the finders' URLs, and page 1 has none. */
export function pageHref(base: string, page: number): string {
  if (page <= 1) return base;
  return `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/** A finder's pages as links (each page its own cached view); `base` is the view's URL without a page. */
export function PageLinks({ base, page, count }: { base: string; page: number; count: number }) {
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
      renderItem={(item) => <PaginationItem component={Link} href={pageHref(base, item.page ?? 1)} {...item} />}
    />
  );
}
