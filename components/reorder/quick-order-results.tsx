import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { goodsHref } from '@/lib/catalogue/category-routing';
import type { QuickOrderRow } from '@/contract/reorder';
import { AlternativeLinks } from './alternative-links';
import styles from './reorder.module.css';

/** What the row's result cell says, in the visitor's language. */
function RowOutcome({ row }: { row: QuickOrderRow }) {
  const t = useTranslations('reorder');
  switch (row.outcome) {
    case 'added':
      return <>{row.skuDesc ? t('outcome.added', { title: row.title ?? '', size: row.skuDesc }) : t('outcome.addedNoSize', { title: row.title ?? '' })}</>;
    case 'unknown':
      return (
        <>
          {t('outcome.unknown')}
          {row.suggestion ? (
            <>
              {' '}
              {t('didYouMean')}{' '}
              <LocaleLink href={goodsHref(row.suggestion.id)} className={text.inlineLink} data-suggestion>
                {row.suggestion.itemno}
              </LocaleLink>
              ?
            </>
          ) : null}
        </>
      );
    case 'offShelf':
      return (
        <>
          {t('outcome.offShelf', { title: row.title ?? '' })}
          <AlternativeLinks alternatives={row.alternatives} />
        </>
      );
    case 'refused':
      if (row.field === 'quantity') return <>{t('outcome.refusedQuantity', { row: row.row, quantity: row.quantityText })}</>;
      if (row.field === 'size') return <>{t('outcome.refusedSize', { row: row.row, size: row.size ?? '', sizes: row.sizes.join(', ') })}</>;
      return <>{t('outcome.refusedItemno', { row: row.row })}</>;
  }
}

/** The quick order's answer, one table row per row sent; scrolls inside its box on a phone. */
export function QuickOrderResults({ rows }: { rows: readonly QuickOrderRow[] }) {
  const t = useTranslations('reorder');
  return (
    <div className={surface.tableScroll}>
      <table className={cx(surface.table, styles.table)}>
        <thead>
          <tr>
            <th scope="col">{t('row')}</th>
            <th scope="col">{t('catNo')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-row={row.row} data-outcome={row.outcome} className={styles[row.outcome]}>
              <td>{row.row}</td>
              <td>{row.itemno}</td>
              <td>{row.quantity ?? row.quantityText}</td>
              <td>
                <RowOutcome row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
