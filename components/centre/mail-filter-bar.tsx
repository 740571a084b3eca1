import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import { MESSAGE_KINDS } from '@/contract/centre-constants';
import { mailHref, type MailQuery } from '@/lib/customer/mail-filter';
import styles from './centre.module.css';

/** The message centre's filters as links (all, unread, each kind), so a filter is a URL. Server markup. */
export function MailFilterBar({ query }: { query: MailQuery }) {
  const t = useTranslations('mail');
  const options = [
    { key: 'all', label: t('all'), href: mailHref({ page: 1, unread: false }), current: !query.kind && !query.unread },
    { key: 'unread', label: t('unread'), href: mailHref({ page: 1, unread: true }), current: !query.kind && query.unread },
    ...MESSAGE_KINDS.map((kind) => ({
      key: kind,
      label: t(`kinds.${kind}`),
      href: mailHref({ page: 1, kind, unread: false }),
      current: query.kind === kind && !query.unread,
    })),
  ];
  return (
    <nav aria-label={t('filterLabel')} className={styles.filters}>
      {options.map((option) => (
        <LocaleLink
          key={option.key}
          href={option.href}
          aria-current={option.current ? 'page' : undefined}
          className={cx(surface.chip, !option.current && surface.chipOutlined)}
        >
          {option.label}
        </LocaleLink>
      ))}
    </nav>
  );
}
