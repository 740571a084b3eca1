'use client';
import { useTranslations } from 'next-intl';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from '@/lib/i18n/navigation';

/**
 * Pages as links, so each page is its own cached, crawlable URL. The callers (client
 * components) say how a page's URL is built and which namespace names the pager.
 */
export function LinkPager({ page, count, hrefFor, messages }: { page: number; count: number; hrefFor: (page: number) => string; messages: 'catalogue' | 'search' }) {
  const t = useTranslations(messages);
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
      renderItem={(item) => <PaginationItem component={Link} href={hrefFor(item.page ?? 1)} {...item} />}
    />
  );
}
