import { useTranslations } from 'next-intl';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { ServiceRecord } from '@/contract/centre';
import type { ServiceKind } from '@/contract/centre-constants';
import { formatDate } from '@/lib/catalogue/dates';
import { Day } from './day';
import styles from './centre.module.css';

const SUBJECT = { experiment: 'project', scan: 'job', grinder: 'application' } as const;
const COUNT = { experiment: 'samples', scan: 'slides', grinder: 'samples' } as const;

/** Service records of one kind (docs/product.md §10.5); experiments show their stages. Server markup. */
export function ServiceRecordTable({ kind, records, caption }: { kind: ServiceKind; records: ServiceRecord[]; caption: string }) {
  const t = useTranslations('serviceRecords');
  const stateLabel = (state: string) => (t.has(`states.${state}`) ? t(`states.${state}`) : state);
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={surface.table}>
        <caption className={text.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recordNo')}</th>
            <th scope="col">{t(SUBJECT[kind])}</th>
            <th scope="col">{t('state')}</th>
            <th scope="col" className={styles.amount}>
              {t(COUNT[kind])}
            </th>
            {kind === 'experiment' ? <th scope="col">{t('stages')}</th> : null}
            <th scope="col">{t('submittedAt')}</th>
            <th scope="col">{t('finishedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-record-state={record.state}>
              <td className={styles.nowrap}>{record.recordNo}</td>
              <td>{record.title}</td>
              <td className={styles.nowrap}>{stateLabel(record.state)}</td>
              <td className={styles.amount}>{record.sampleCount}</td>
              {kind === 'experiment' ? (
                <td>
                  <ol className={styles.stages}>
                    {record.stages.map((stage) => {
                      const name = t(`stageNames.${stage.key}`);
                      return (
                        <li key={stage.key} className={stage.doneAt ? styles.stageDone : styles.stagePending}>
                          {stage.doneAt ? t('stageDone', { stage: name, date: formatDate(stage.doneAt) }) : t('stagePending', { stage: name })}
                        </li>
                      );
                    })}
                  </ol>
                </td>
              ) : null}
              <td className={styles.nowrap}>
                <Day at={record.submittedAt} />
              </td>
              <td className={styles.nowrap}>
                <Day at={record.finishedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
