import { LinkPager } from '@/components/common/link-pager';
import { pagedPath } from '@/lib/customer/page-param';

/** Pages of a personal list as links (`?page=N`), so the back button and reloads keep the page. Server markup. */
export function CentrePager({ path, page, count }: { path: string; page: number; count: number }) {
  return <LinkPager page={page} count={count} messages="catalogue" hrefFor={(target) => pagedPath(path, target)} />;
}
