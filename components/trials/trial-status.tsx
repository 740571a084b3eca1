import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import styles from './trials.module.css';

export type ApprovalState = 'pending' | 'approved' | 'rejected';

const KEY = { pending: 'statusPending', approved: 'statusApproved', rejected: 'statusRejected' } as const;

/** Pending approval, approved or rejected (docs/product.md §4), in words and colour. Server markup. */
export function ApprovalStatusText({ status, namespace }: { status: ApprovalState; namespace: 'trials' | 'points' }) {
  const t = useTranslations(namespace);
  return (
    <span className={cx(styles.status, styles[status])} data-status={status}>
      {t(KEY[status])}
    </span>
  );
}
