import { useFormatter, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { MyInquiry } from '@/contract/inquiries';
import { InquiryGoods } from './inquiry-goods';
import { InquiryStateChip } from './inquiry-state-chip';
import { ReplyClock } from './reply-clock';
import styles from './my-inquiries.module.css';

/** The buyer's inquiries as cards, newest first: state, reply clock, goods and the way to the thread. Server markup. */
export function MyInquiryList({ inquiries }: { inquiries: readonly MyInquiry[] }) {
  const t = useTranslations('myInquiries');
  const format = useFormatter();
  return (
    <ul className={styles.list} data-testid="my-inquiries">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} className={cx(surface.card, styles.card)} data-inquiry-id={inquiry.id}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <LocaleLink href={`/my-inquiries?id=${inquiry.id}`} aria-label={t('open', { id: inquiry.id })}>
                {t('detailTitle', { id: inquiry.id })}
              </LocaleLink>
            </h2>
            <InquiryStateChip state={inquiry.state} />
          </div>
          <p className={cx(styles.facts, text.secondary)}>
            <span>{t('sentAt', { time: format.dateTime(new Date(inquiry.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
            <ReplyClock inquiry={inquiry} />
            <span>{t('messageCount', { count: inquiry.messageCount })}</span>
          </p>
          {inquiry.quoteId ? (
            <p className={styles.facts}>
              <LocaleLink href={`/my-quote?id=${inquiry.quoteId}`}>{t('viewQuote', { id: inquiry.quoteId })}</LocaleLink>
            </p>
          ) : null}
          <InquiryGoods goods={inquiry.goods} />
        </li>
      ))}
    </ul>
  );
}
