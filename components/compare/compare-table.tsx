import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/goods/price-tag';
import { StockLabel } from '@/components/goods/stock-label';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { CompareGoodsView } from '@/lib/api/compare';
import { antibodyLabels } from '@/lib/catalogue/antibody-labels';
import { availability } from '@/lib/catalogue/availability';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { differs, listItems, type CompareValue } from '@/lib/compare/compare-differences';
import { RemoveCompared } from './remove-compared';
import styles from './compare-table.module.css';

/** One row of the table: what each goods item's cell shows, and the value its differences are read from. */
interface CompareRow {
  id: string;
  label: string;
  value: (goods: CompareGoodsView) => CompareValue;
  cell: (goods: CompareGoodsView) => ReactNode;
}

function availabilityKey(goods: CompareGoodsView): string {
  const { label, leadTime } = availability({ ...goods, goodsType: goods.goodsType === 2 ? 'service' : undefined });
  return `${label ?? ''} ${leadTime ? `${leadTime.min}-${leadTime.max}` : ''}`;
}

/**
 * Goods side by side (docs/product.md §2.12): a column per goods item, a row per fact. A row whose
 * values differ is shaded and its heading says "Differs" in words, so neither colour nor sight is
 * needed to find it. The row headings stay in view while a phone scrolls the columns sideways.
 */
export function CompareTable({ goods, pageIds, imageHost }: { goods: readonly CompareGoodsView[]; pageIds: readonly number[]; imageHost: string }) {
  const t = useTranslations('compare');
  const goodsText = useTranslations('goods');
  const labelText = useTranslations('antibody.labels');
  const label = (code: string | null) => (code === null ? null : labelText.has(code) ? labelText(code) : code);
  const notStated = <span className={styles.none}>{t('notStated')}</span>;
  const stated = (value: string | null) => (value ? value : notStated);

  const rows: CompareRow[] = [
    {
      id: 'sizes',
      label: t('rows.sizes'),
      value: (item) => item.skus.map((sku) => `${sku.desc} ${sku.price?.netCny ?? ''}`),
      cell: (item) =>
        item.skus.length ? (
          <ul className={styles.sizes}>
            {item.skus.map((sku) => (
              <li key={sku.id} data-sku-id={sku.id}>
                <span className={styles.size}>{sku.desc}</span> <PriceTag price={sku.price} />
              </li>
            ))}
          </ul>
        ) : (
          notStated
        ),
    },
    { id: 'applications', label: t('rows.applications'), value: (item) => listItems(item.applications), cell: (item) => stated(item.applications) },
    { id: 'species', label: t('rows.species'), value: (item) => listItems(item.species), cell: (item) => stated(item.species) },
    { id: 'host', label: t('rows.host'), value: (item) => antibodyLabels(item.labels).host, cell: (item) => stated(label(antibodyLabels(item.labels).host)) },
    {
      id: 'clonality',
      label: t('rows.clonality'),
      value: (item) => antibodyLabels(item.labels).clonality,
      cell: (item) => stated(label(antibodyLabels(item.labels).clonality)),
    },
    {
      id: 'citations',
      label: t('rows.citations'),
      value: (item) => String(item.citationCount),
      cell: (item) => t('citationCount', { count: item.citationCount }),
    },
    {
      id: 'validation',
      label: t('rows.validation'),
      value: (item) => item.figures.map((figure) => figure.kind),
      cell: (item) =>
        item.figures.length ? (
          <ul className={styles.figures}>
            {item.figures.map((figure) => (
              <li key={figure.kind}>
                <img
                  src={imageUrl(figure.url, imageHost)}
                  alt={t('figureAlt', { itemno: item.itemno, application: figure.application })}
                  width={96}
                  height={Math.round((96 * figure.height) / figure.width)}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : (
          notStated
        ),
    },
    { id: 'availability', label: t('rows.availability'), value: availabilityKey, cell: (item) => <StockLabel goods={item} /> },
  ];
  // A fact none of the goods states (host and clonality of goods other than antibodies) is no row at all.
  const shown = rows.filter((row) => goods.some((item) => differs([row.value(item), null])));

  return (
    // Focusable so a keyboard can scroll it when a phone is narrower than the table.
    <div className={cx(surface.tableScroll, styles.scroll)} tabIndex={0}>
      <table className={cx(surface.table, styles.table)} aria-label={t('table')} style={{ '--compare-columns': goods.length } as CSSProperties}>
        <thead>
          <tr>
            <td className={styles.corner} />
            {goods.map((item) => (
              <th key={item.id} scope="col" className={styles.goods} data-goods-id={item.id}>
                <img src={imageUrl(item.cover, imageHost)} alt="" width={120} height={80} className={styles.cover} />
                <LocaleLink href={goodsHref(item.id)} className={styles.title}>
                  {item.title}
                </LocaleLink>
                <span className={styles.catNo} data-itemno={item.itemno}>{`${goodsText('catNo')}: ${item.itemno}`}</span>
                <RemoveCompared goodsId={item.id} pageIds={pageIds} label={t('removeLabel', { title: item.title })} text={t('remove')} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const rowDiffers = differs(goods.map(row.value));
            return (
              <tr key={row.id} data-row={row.id} data-differs={rowDiffers || undefined} className={cx(rowDiffers && styles.differs)}>
                <th scope="row" className={styles.label}>
                  {row.label}
                  {rowDiffers ? (
                    <span className={styles.differsTag}>
                      <span className={text.visuallyHidden}>, </span>
                      {t('differs')}
                    </span>
                  ) : null}
                </th>
                {goods.map((item) => (
                  <td key={item.id}>{row.cell(item)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
