import { getTranslations } from 'next-intl/server';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { goodsHref } from '@/lib/catalogue/category-routing';
import surface from '@/components/ui/surface.module.css';
import type { CoaLot } from '@/contract/coa';
import { certificateHref } from '@/lib/coa/lab-tools-query';
import type { Locale } from '@/lib/i18n/locales';
import styles from './coa-results.module.css';
import { ColumnHeads } from '@/components/ui/column-heads';

/** The lots found for a batch number, each with its QC results and its certificate's download link. */
export async function CoaResults({ lots, batch, itemno, locale }: { lots: readonly CoaLot[]; batch: string; itemno: string; locale: Locale }) {
  const t = await getTranslations('coa');
  if (lots.length === 0) {
    return (
      <section role="status" aria-labelledby="coa-not-found" className={styles.notFound}>
        <h2 id="coa-not-found" className={styles.notFoundTitle}>
          {itemno ? t('notFoundWithItemno', { batch, itemno }) : t('notFound', { batch })}
        </h2>
        <p>{t('notFoundHint')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="coa-results-heading">
      <h2 id="coa-results-heading" className={styles.heading}>
        {t('resultsHeading', { batch: lots[0]?.batch ?? batch })}
      </h2>
      <ul className={styles.list}>
        {lots.map((lot) => (
          <li key={lot.id} className={cx(surface.card, styles.lot)}>
            <h3 className={styles.title}>{lot.onShelfFlag ? <LocaleLink href={goodsHref(lot.goodsId)}>{lot.title}</LocaleLink> : lot.title}</h3>
            <dl className={styles.details}>
              <div>
                <dt>{t('itemno')}</dt>
                <dd>{lot.itemno}</dd>
              </div>
              <div>
                <dt>{t('batch')}</dt>
                <dd>{lot.batch}</dd>
              </div>
              <div>
                <dt>{t('manufactured')}</dt>
                <dd>
                  <time dateTime={lot.manufactureDate}>{lot.manufactureDate}</time>
                </dd>
              </div>
              <div>
                <dt>{t('expires')}</dt>
                <dd>
                  <time dateTime={lot.expiryDate}>{lot.expiryDate}</time>
                </dd>
              </div>
              <div>
                <dt>{t('size')}</dt>
                <dd>{lot.size}</dd>
              </div>
              <div className={styles.wide}>
                <dt>{t('storage')}</dt>
                <dd>{lot.storage}</dd>
              </div>
            </dl>
            <div className={surface.tableScroll} tabIndex={0}>
              <table className={surface.table}>
                <caption className={styles.caption}>{t('testsCaption', { batch: lot.batch })}</caption>
                <ColumnHeads labels={[t('test'), t('specification'), t('result'), t('verdict')]} />
                <tbody>
                  {lot.tests.map((test) => (
                    <tr key={test.test}>
                      <th scope="row" className={styles.testName}>
                        {test.test}
                      </th>
                      <td>{test.specification}</td>
                      <td>{test.result}</td>
                      <td>{test.passed ? t('pass') : t('fail')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* Not a LocaleLink: certificates are served at one path for both languages (app/coa-certificates). */}
            <a
              href={certificateHref(lot.id, locale)}
              download={`COA-${lot.batch}.pdf`}
              type="application/pdf"
              aria-label={t('downloadLabel', { batch: lot.batch })}
              className={cx(button.base, button.contained, styles.download)}
            >
              {t('download')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
