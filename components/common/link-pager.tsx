import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './link-pager.module.css';
import { pagerItems } from './pager-items';

/**
 * Pages as links, so each page is its own cached, crawlable URL. Plain markup with no state:
 * server sections and islands (which pass their own `hrefFor`) render it alike. The callers say
 * how a page's URL is built and which namespace names the pager.
 */
export function LinkPager({
  page,
  count,
  hrefFor,
  messages,
}: {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
  messages: 'catalogue' | 'search' | 'searchArticlePages' | 'articles' | 'primers' | 'gallery' | 'company' | 'evidence';
}) {
  const t = useTranslations(messages);
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pagerLabel')} className={styles.pager}>
      <ul className={styles.list}>
        {pagerItems(page, count).map((item) => {
          if (item.kind === 'gap') {
            return (
              <li key={`gap-${item.key}`} className={styles.gap}>
                …
              </li>
            );
          }
          if (item.kind === 'step') {
            const Icon = item.direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
            return (
              <li key={item.direction}>
                {item.page === null ? (
                  // Nothing to go to: shown for the layout, silent to assistive technology.
                  <span aria-hidden className={cx(styles.item, styles.disabled)}>
                    <Icon size="small" />
                  </span>
                ) : (
                  <LocaleLink href={hrefFor(item.page)} aria-label={t('pageItem', { type: item.direction, page: item.page })} className={styles.item}>
                    <Icon size="small" />
                  </LocaleLink>
                )}
              </li>
            );
          }
          const current = item.page === page;
          return (
            <li key={item.page}>
              <LocaleLink
                href={hrefFor(item.page)}
                aria-label={t('pageItem', { type: 'page', page: item.page })}
                aria-current={current ? 'page' : undefined}
                className={cx(styles.item, current && styles.current)}
              >
                {item.page}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
