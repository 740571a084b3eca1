import { getTranslations } from 'next-intl/server';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ChevronLeftIcon, MailIcon } from '@/components/ui/icons';
import { SearchBox } from '@/components/search/search-box';
import { LocaleLink } from '@/components/ui/locale-link';
import { unreadMessageCount } from '@/lib/customer/unread-messages';
import styles from './centre-header.module.css';

/**
 * The personal centre's own header (docs/product.md §2.4 item 8): back to home, the message centre
 * with the visitor's unread count, and the keyword search (the header's search island, with the
 * layout's messages). Centre pages are rendered per visitor, never cached, so the count is read here.
 */
export async function CentreHeader() {
  const [t, unread] = await Promise.all([getTranslations('customer'), unreadMessageCount()]);
  return (
    <div className={styles.header}>
      <LocaleLink href="/" className={cx(button.base, button.text, styles.back)}>
        <ChevronLeftIcon size="small" />
        {t('backHome')}
      </LocaleLink>
      <p className={styles.title}>{t('centre')}</p>
      <LocaleLink href="/mail" className={cx(button.base, button.text, styles.mail)} aria-label={t('unreadMessages', { count: unread })} data-unread={unread}>
        <MailIcon size="small" />
        {t('mail')}
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </LocaleLink>
      <div className={styles.search}>
        <SearchBox landmark={t('centreSearch')} />
      </div>
    </div>
  );
}
