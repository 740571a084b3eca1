import { useFormatter, useTranslations } from 'next-intl';
import type { MyInquiry } from '@/contract/inquiries';
import styles from './my-inquiries.module.css';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * The 24-hour promise of an inquiry (docs/product.md §2.13) in the shop's time zone: "Reply by …"
 * while it runs, "Overdue" once it passed unanswered, else when it was answered or closed. Server markup.
 */
export function ReplyClock({ inquiry }: { inquiry: Pick<MyInquiry, 'replyBy' | 'overdue' | 'answeredAt' | 'closedAt'> }) {
  const t = useTranslations('myInquiries');
  const format = useFormatter();
  const at = (iso: string) => format.dateTime(new Date(iso), WHEN);
  if (inquiry.answeredAt) return <span data-testid="reply-clock">{t('answeredAt', { time: at(inquiry.answeredAt) })}</span>;
  if (inquiry.closedAt) return <span data-testid="reply-clock">{t('closedAt', { time: at(inquiry.closedAt) })}</span>;
  if (inquiry.overdue) {
    return (
      <span data-testid="reply-clock" data-overdue="" className={styles.overdue}>
        {t('overdue', { time: at(inquiry.replyBy) })}
      </span>
    );
  }
  return <span data-testid="reply-clock">{t('replyBy', { time: at(inquiry.replyBy) })}</span>;
}
