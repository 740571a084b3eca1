import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { goodsHref } from '@/lib/catalogue/category-routing';
import surface from '@/components/ui/surface.module.css';
import type { Primer } from '@/contract/coa';
import styles from './primer-table.module.css';
import { ColumnHeads } from '@/components/ui/column-heads';

/** One page of primer pairs; wider than a phone, so it scrolls inside its own box (docs/islands.md). */
export async function PrimerTable({ primers, page, pages }: { primers: readonly Primer[]; page: number; pages: number }) {
  const t = await getTranslations('primers');
  return (
    // Focusable so keyboard users can scroll it sideways.
    <div className={surface.tableScroll} tabIndex={0} role="region" aria-labelledby="primer-table-caption">
      <table className={surface.table}>
        <caption id="primer-table-caption" className={styles.caption}>
          {t('tableCaption', { page, pages })}
        </caption>
        <ColumnHeads
          labels={[t('gene'), t('speciesColumn'), t('forward'), t('reverse'), t('amplicon'), t('tm'), t('application'), t('accession'), t('related')]}
        />
        <tbody>
          {primers.map((primer) => (
            <tr key={primer.id}>
              <th scope="row" className={styles.gene}>
                <span className={styles.symbol}>{primer.gene}</span>
                <span className={styles.name}>{primer.geneName}</span>
              </th>
              <td>{t('species', { species: primer.species })}</td>
              <td className={styles.sequence}>{primer.forward}</td>
              <td className={styles.sequence}>{primer.reverse}</td>
              <td className={styles.number}>{t('ampliconValue', { length: primer.ampliconLength })}</td>
              <td className={styles.number}>{t('tmValue', { forward: primer.forwardTm.toFixed(1), reverse: primer.reverseTm.toFixed(1) })}</td>
              <td>{primer.application}</td>
              <td>{primer.accession}</td>
              <td>
                {primer.goodsId !== null && primer.goodsItemno ? (
                  <LocaleLink href={goodsHref(primer.goodsId)}>{t('relatedLink', { itemno: primer.goodsItemno })}</LocaleLink>
                ) : (
                  t('none')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
