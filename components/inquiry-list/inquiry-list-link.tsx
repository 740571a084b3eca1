'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import text from '@/components/ui/text.module.css';
import { useInquiryList } from './use-inquiry-list';
import styles from './inquiry-list-link.module.css';

const BADGE_MAX = 99;

/**
 * The header's inquiry-list link with the number of lines (docs/product.md §2.4 item 1, §6). The header
 * is cached HTML shared by every visitor, so the server renders the plain link and the number
 * appears after hydration, from the device (guest) or the server (customer).
 *
 * The accessible name is the visually hidden phrase ("Inquiry list, 2 items"), which contains
 * the visible label and badge (WCAG 2.5.3); those two are hidden from assistive technology so
 * they are not read twice. Phones show a glyph instead of the label.
 */
export function InquiryListLink() {
  const t = useTranslations('inquiryList');
  const { count } = useInquiryList();
  // Not prefetched: the header shows it on every page (see account-menu.tsx).
  return (
    <Link href="/inquire-list" className={styles.link} prefetch={false}>
      <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm2 14H7v-2h7v2zm3-4H7v-2h10v2zm0-4H7V7h10v2z" />
      </svg>
      <span className={styles.label} aria-hidden="true">
        {t('link')}
      </span>
      {count ? (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
      <span className={text.visuallyHidden}>{count === undefined ? t('link') : t('linkWithCount', { count })}</span>
    </Link>
  );
}
