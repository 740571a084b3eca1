'use client';
import { useTranslations } from 'next-intl';
import text from '@/components/ui/text.module.css';
import styles from './inquiry-list-link.module.css';

const BADGE_MAX = 99;

/**
 * The inquiry-list link's badge and accessible name ("Inquiry list, 2 items"); only the name,
 * "Inquiry list", while the number is not known.
 */
export function InquiryListCount({ count }: { count: number | undefined }) {
  const t = useTranslations('inquiryList');
  return (
    <>
      {count ? (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
      <span className={text.visuallyHidden}>{count === undefined ? t('link') : t('linkWithCount', { count })}</span>
    </>
  );
}
