import { useFormatter, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { MyInquiryDetail } from '@/contract/inquiries';
import styles from './my-inquiries.module.css';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * The conversation on an inquiry, oldest first: what the buyer sent, the team's replies (under the
 * staff member's name, or "Sales team") and the buyer's follow-ups. Server markup.
 */
export function InquiryThread({ inquiry }: { inquiry: MyInquiryDetail }) {
  const t = useTranslations('myInquiries');
  const format = useFormatter();
  const at = (iso: string) => (
    <time dateTime={iso} className={text.secondary}>
      {format.dateTime(new Date(iso), WHEN)}
    </time>
  );
  return (
    <section className={styles.section} aria-labelledby="thread-heading">
      <h2 id="thread-heading" className={styles.sectionTitle}>
        {t('threadHeading')}
      </h2>
      <ol className={styles.thread} data-testid="inquiry-thread">
        <li className={cx(surface.card, styles.message, styles.mine)} data-author="customer">
          <p className={styles.messageHead}>
            <strong>{t('yourInquiry')}</strong>
            {at(inquiry.createdAt)}
          </p>
          <p className={styles.body}>{inquiry.message}</p>
        </li>
        {inquiry.thread.map((message) => (
          <li key={message.id} className={cx(surface.card, styles.message, message.author === 'customer' && styles.mine)} data-author={message.author}>
            <p className={styles.messageHead}>
              <strong>{message.author === 'customer' ? t('you') : (message.authorName ?? t('salesTeam'))}</strong>
              {at(message.createdAt)}
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {inquiry.thread.length === 0 ? <p className={text.secondary}>{t('threadEmpty')}</p> : null}
    </section>
  );
}
