import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import { formatDate } from '@/lib/catalogue/dates';
import type { TrialApplication } from '@/contract/trials';
import { ApprovalStatusText } from './trial-status';
import styles from './trials.module.css';

/** One application: its state, dates (the trial's end among them), samples and shipping. Server markup. */
export function TrialDetail({ application }: { application: TrialApplication }) {
  const t = useTranslations('trials');
  return (
    <dl className={cx(surface.card, styles.facts)} data-testid="trial-detail">
      <dt>{t('status')}</dt>
      <dd>
        <ApprovalStatusText status={application.status} namespace="trials" />
      </dd>
      <dt>{t('appliedAt')}</dt>
      <dd>{formatDate(application.appliedAt)}</dd>
      <dt>{t('endsAt')}</dt>
      <dd data-testid="trial-ends">{formatDate(application.endsAt)}</dd>
      {application.answeredAt ? (
        <>
          <dt>{t('answeredAt')}</dt>
          <dd>{formatDate(application.answeredAt)}</dd>
        </>
      ) : null}
      {application.staffNote ? (
        <>
          <dt>{t('staffNote')}</dt>
          <dd>{application.staffNote}</dd>
        </>
      ) : null}
      <dt>{t('samples')}</dt>
      <dd>
        <ul className={styles.samples}>
          {application.samples.map((sample) => (
            <li key={sample.goodsId}>
              <LocaleLink href={`/promotionTrialDetail?id=${sample.goodsId}`}>{sample.title}</LocaleLink> ({sample.itemno})
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('institution')}</dt>
      <dd>{application.institution}</dd>
      <dt>{t('laboratory')}</dt>
      <dd>{application.laboratory}</dd>
      <dt>{t('consignee')}</dt>
      <dd>{application.consignee}</dd>
      <dt>{t('mobile')}</dt>
      <dd>{application.mobile}</dd>
      <dt>{t('address')}</dt>
      <dd>{application.address}</dd>
      {application.remark ? (
        <>
          <dt>{t('remark')}</dt>
          <dd>{application.remark}</dd>
        </>
      ) : null}
    </dl>
  );
}
