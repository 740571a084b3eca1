/** A purchase notice's number, type, status and dates as a description list. Server markup. */
import { useTranslations } from 'next-intl';
import type { PurchaseNotice } from '@/lib/api/company';
import { formatDate } from '@/lib/catalogue/dates';
import styles from './purchase.module.css';

const TYPES = new Set(['bidding', 'inquiry', 'award']);
const STATUSES = new Set(['open', 'closed', 'awarded']);

export function PurchaseNoticeFacts({ notice }: { notice: PurchaseNotice }) {
  const t = useTranslations('company');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('noticeNo')}</dt>
        <dd>{notice.noticeNo}</dd>
      </div>
      <div>
        <dt>{t('typeAndStatus')}</dt>
        <dd>
          <span className={styles.type}>{TYPES.has(notice.noticeType) ? t(`noticeType.${notice.noticeType}`) : notice.noticeType}</span>{' '}
          <span className={styles.status} data-status={notice.status}>
            {STATUSES.has(notice.status) ? t(`status.${notice.status}`) : notice.status}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('published')}</dt>
        <dd>
          <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('deadline')}</dt>
        <dd>{notice.deadlineAt ? <time dateTime={notice.deadlineAt}>{formatDate(notice.deadlineAt)}</time> : t('noDeadline')}</dd>
      </div>
    </dl>
  );
}
