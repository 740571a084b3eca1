import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { SearchBox } from '@/components/search/search-box';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './centre-header.module.css';

/**
 * The personal centre's own header (docs/product.md §2.4 item 8): back to home and the keyword search
 * (the header's search island, with the layout's messages). The message centre joins it when /mail exists.
 */
export function CentreHeader() {
  const t = useTranslations('customer');
  return (
    <div className={styles.header}>
      <LocaleLink href="/" className={cx(button.base, button.text, styles.back)}>
        <ChevronLeftIcon size="small" />
        {t('backHome')}
      </LocaleLink>
      <p className={styles.title}>{t('centre')}</p>
      <div className={styles.search}>
        <SearchBox />
      </div>
    </div>
  );
}
