'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAfterIdle } from '@/components/common/use-after-idle';
import { LocaleLink } from '@/components/ui/locale-link';
import { InquiryListCount } from './inquiry-list-count';
import styles from './inquiry-list-link.module.css';

// The list and the session it depends on (SWR, the BFF client) load once the page is idle (docs/islands.md).
const InquiryListSize = dynamic(() => import('./inquiry-list-size').then((module) => module.InquiryListSize), {
  ssr: false,
  loading: () => <InquiryListCount count={undefined} />,
});

/**
 * The header's inquiry-list link with the number of lines (docs/product.md §2.4 item 1, §6). The header
 * is cached HTML shared by every visitor, so the server renders the plain link and the number
 * appears once the page is idle, from the device (guest) or the server (customer).
 *
 * The accessible name is the visually hidden phrase ("Inquiry list, 2 items"), which contains
 * the visible label and badge (WCAG 2.5.3); those two are hidden from assistive technology so
 * they are not read twice. Phones show a glyph instead of the label.
 */
export function InquiryListLink() {
  const t = useTranslations('inquiryList');
  const idle = useAfterIdle();
  return (
    <LocaleLink href="/inquire-list" className={styles.link}>
      <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm2 14H7v-2h7v2zm3-4H7v-2h10v2zm0-4H7V7h10v2z" />
      </svg>
      <span className={styles.label} aria-hidden="true">
        {t('link')}
      </span>
      {idle ? <InquiryListSize /> : <InquiryListCount count={undefined} />}
    </LocaleLink>
  );
}
