import { getTranslations } from 'next-intl/server';
import { CentrePager } from '@/components/customer/centre-pager';
import { EmptyList } from '@/components/customer/empty-list';
import text from '@/components/ui/text.module.css';
import { cx } from '@/components/ui/class-names';
import type { TrialApplicationsPage } from '@/lib/api/trials';
import type { ApprovalCount } from '@/contract/trials';
import { TrialApplications } from './trial-applications';
import styles from './trials.module.css';

/** The customer's applications with their counts and pages; /promotionTrialAccount and /promotionTrial-order share it. Server markup. */
export async function TrialListSection({
  applications,
  counts,
  path,
  page,
}: {
  applications: TrialApplicationsPage;
  counts: ApprovalCount;
  path: string;
  page: number;
}) {
  const t = await getTranslations('trials');
  return (
    <>
      <p className={cx(text.secondary, styles.counts)} data-testid="trial-counts">
        {t('counts', counts)}
      </p>
      {applications.list.length ? <TrialApplications applications={applications.list} /> : <EmptyList text={t('empty')} action={t('browseTrials')} />}
      <CentrePager path={path} page={Math.min(page, applications.pages)} count={applications.pages} />
    </>
  );
}
