import { getTranslations } from 'next-intl/server';
import type { HotSearchView } from '@/lib/api/content';
import { HOT_SEARCHES_COUNT } from '@/lib/catalogue/constants';
import { LocaleLink } from '@/components/ui/locale-link';
import { hotSearchHref, isExternalHref } from '@/lib/search/result-links';
import styles from './hot-searches.module.css';

/**
 * The hot-search chips under the search box (docs/product.md §2.4 item 1, §9: 20). Server-rendered links:
 * a chip with its own link goes there, the others search for their name.
 */
export async function HotSearches({ chips }: { chips: readonly HotSearchView[] }) {
  if (!chips.length) return null;
  const t = await getTranslations('search');
  return (
    <nav aria-label={t('hotLabel')} className={styles.chips}>
      {chips.slice(0, HOT_SEARCHES_COUNT).map((chip) => {
        const href = hotSearchHref(chip);
        return isExternalHref(href) ? (
          <a key={chip.id} href={href} target="_blank" rel="noopener" className={styles.chip}>
            {chip.name}
          </a>
        ) : (
          <LocaleLink key={chip.id} href={href} className={styles.chip}>
            {chip.name}
          </LocaleLink>
        );
      })}
    </nav>
  );
}
