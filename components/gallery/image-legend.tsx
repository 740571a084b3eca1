import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import type { GalleryImageDetail } from '@/contract/gallery';
import { goodsHref } from '@/lib/catalogue/category-routing';
import styles from './image-legend.module.css';

/** The image's legend (tissue, stain or marker, objective, size), its description, and the goods it shows. */
export function ImageLegend({ image }: { image: GalleryImageDetail }) {
  const t = useTranslations('gallery');
  const rows: [string, string][] = [];
  if (image.tissue) rows.push([t('tissue'), image.tissue]);
  if (image.stain) rows.push([t('stain'), image.stain]);
  if (image.magnification) rows.push([t('magnification'), t('magnificationValue', { value: image.magnification })]);
  if (image.width && image.height) rows.push([t('pixelSize'), t('pixelSizeValue', { width: image.width, height: image.height })]);
  return (
    <aside className={styles.legend} aria-labelledby="legend-heading">
      <h2 id="legend-heading" className={styles.heading}>
        {t('legend')}
      </h2>
      {rows.length ? (
        <dl className={styles.rows}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {image.description ? <p className={styles.description}>{image.description}</p> : null}
      {image.goodsId && image.goodsName ? (
        <div className={styles.goods}>
          <h3 className={styles.goodsHeading}>{t('shows')}</h3>
          <p className={styles.goodsName}>{image.goodsName}</p>
          {image.goodsItemno ? <p className={styles.itemno}>{t('itemno', { itemno: image.goodsItemno })}</p> : null}
          <LocaleLink href={goodsHref(image.goodsId)} className={cx(button.base, button.contained)}>
            {t('viewProduct')}
          </LocaleLink>
        </div>
      ) : null}
    </aside>
  );
}
