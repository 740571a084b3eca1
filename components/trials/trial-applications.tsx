import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { formatDate } from '@/lib/catalogue/dates';
import type { TrialApplication } from '@/contract/trials';
import { ApprovalStatusText } from './trial-status';

/** The customer's applications as a table that scrolls inside its box on phones. Server markup. */
export function TrialApplications({ applications }: { applications: TrialApplication[] }) {
  const t = useTranslations('trials');
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={cx(surface.table)} data-testid="trial-applications">
        <thead>
          <tr>
            <th scope="col">{t('numberHeading')}</th>
            <th scope="col">{t('samples')}</th>
            <th scope="col">{t('appliedAt')}</th>
            <th scope="col">{t('endsAt')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">
              <span className={text.visuallyHidden}>{t('details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} data-application-id={application.id}>
              <td>{application.id}</td>
              <td>{application.samples.map((sample) => sample.title).join('; ')}</td>
              <td>{formatDate(application.appliedAt)}</td>
              <td>{formatDate(application.endsAt)}</td>
              <td>
                <ApprovalStatusText status={application.status} namespace="trials" />
              </td>
              <td>
                <LocaleLink href={`/promotionTrialOrder-details?id=${application.id}`}>{t('details')}</LocaleLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
