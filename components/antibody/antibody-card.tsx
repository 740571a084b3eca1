import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import { GoodsPriceTag } from '@/components/goods/price-tag';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { FinderGoods } from '@/lib/api/finder-shape';
import { goodsPrice, listedGoodsHref } from '@/lib/catalogue/goods-table';
import { imageUrl } from '@/lib/catalogue/image';
import { availability } from '@/lib/catalogue/availability';
import { LocaleLink } from '@/components/ui/locale-link';
import type { ImageLoading } from '@/components/ui/image-priority';
import styles from './antibody-card.module.css';
import { ImageCarousel } from './image-carousel';
import { LabelTags } from './label-tags';

/**
 * Where the impact-factor link leads, as on the goods detail: the publications citing the item
 * on its page (docs/product.md §2.6), else the search for the Cat. No.
 */
function impactFactorHref(goods: FinderGoods): string {
  return goods.citationCount > 0 ? `${listedGoodsHref(goods)}#citations` : `/search-result?search=${encodeURIComponent(goods.itemno)}`;
}

/**
 * 'Label: value', the label in the secondary text its list sets; the line's text starts with the
 * label ('Cat. No.: …'). One text node and no class of its own: twenty cards repeat every field
 * in the HTML and again in the RSC payload (docs/islands.md).
 */
function Field({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <p>
      {`${label}: `}
      <span className={styles.value}>{value}</span>
    </p>
  );
}

/** One antibody of the finder's results (docs/product.md §2.4 item 3); the title opens the detail in a new tab. */
export function AntibodyCard({ goods, imageHost, image }: { goods: FinderGoods; imageHost: string; image?: ImageLoading }) {
  const t = useTranslations('catalogue');
  const goodsT = useTranslations('goods');
  const evidence = useTranslations('evidence');
  const images = (goods.images.length ? goods.images : [goods.cover]).map((image) => imageUrl(image, imageHost));
  const { label, leadTime } = availability({ ...goods, goodsType: goods.goodsType === 2 ? 'service' : undefined });
  const tagged = goods.labels.length > 0 || goods.badges.length > 0 || label !== null || leadTime !== null;
  return (
    <article className={cx(surface.card, styles.card)}>
      <ImageCarousel images={images} title={goods.title} image={image} />
      <h3>
        <LocaleLink href={listedGoodsHref(goods)} target="_blank" rel="noopener">
          {goods.title}
        </LocaleLink>
      </h3>
      {tagged ? (
        <div className={styles.tags}>
          <LabelTags labels={goods.labels} />
          <GoodsBadges badges={goods.badges} />
          <StockLabel goods={goods} />
        </div>
      ) : null}
      <div className={cx(text.body2, text.secondary)}>
        <Field label={goodsT('catNo')} value={goods.itemno} />
        <Field label={t('specifications')} value={goods.norms} />
        <Field label={t('applications')} value={goods.applications} />
        <Field label={t('species')} value={goods.species} />
        <Field label={t('price')} value={<GoodsPriceTag price={goodsPrice(goods)} />} />
      </div>
      {goods.ifValue !== null || goods.citationCount > 0 ? (
        <p className={cx(text.body2, styles.impact)}>
          {goods.ifValue !== null ? (
            <LocaleLink href={impactFactorHref(goods)} title={evidence('impactFactorHint', { value: goods.ifValue, itemno: goods.itemno })}>
              {goodsT('impactFactor', { value: goods.ifValue })}
            </LocaleLink>
          ) : null}
          {goods.ifValue !== null && goods.citationCount > 0 ? ' · ' : null}
          {goods.citationCount > 0 ? <LocaleLink href={impactFactorHref(goods)}>{evidence('citedIn', { count: goods.citationCount })}</LocaleLink> : null}
        </p>
      ) : null}
    </article>
  );
}
