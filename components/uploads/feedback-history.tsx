import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { Feedback } from '@/lib/api/feedback';
import { formatDate } from '@/lib/catalogue/dates';
import styles from './feedback-history.module.css';

/** The customer's earlier complaints or advice with their state and the staff reply. Server markup. */
export function FeedbackHistory({ entries }: { entries: readonly Feedback[] }) {
  const t = useTranslations('uploads');
  return (
    <section aria-labelledby="feedback-history" className={styles.history}>
      <h2 id="feedback-history" className={styles.heading}>
        {t('history')}
      </h2>
      {entries.length === 0 ? (
        <p className={text.secondary}>{t('noData')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={cx(surface.card, styles.entry)}>
              <p className={cx(text.body2, text.secondary)}>
                {formatDate(entry.createdAt)} · {t(`categories.${entry.category}`)}
                {entry.orderNo ? ` · ${t('orderNoShort', { orderNo: entry.orderNo })}` : ''} ·{' '}
                <span className={entry.status === 'answered' ? styles.answered : undefined}>{t(`state.${entry.status}`)}</span>
              </p>
              <p className={styles.content}>{entry.content}</p>
              {entry.attachments.length ? (
                <ul className={cx(text.body2, styles.files)}>
                  {entry.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={`/api/file/download/${encodeURIComponent(file.id)}`}>{file.name}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.reply ? (
                <div className={styles.reply}>
                  <p className={cx(text.body2, text.strong)}>
                    {t('staffReply')}
                    {entry.repliedAt ? ` · ${formatDate(entry.repliedAt)}` : ''}
                  </p>
                  <p className={styles.content}>{entry.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
