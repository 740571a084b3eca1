import { useLocale, useTranslations } from 'next-intl';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import { GoodsPriceTag } from '@/components/goods/price-tag';
import { goodsPrice } from '@/lib/catalogue/goods-table';
import { cx } from '@/components/ui/class-names';
import { LAZY_IMAGE, type ImageLoading } from '@/components/ui/image-priority';
import text from '@/components/ui/text.module.css';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { listedGoodsHref } from '@/lib/catalogue/goods-table';
import { imageUrl } from '@/lib/catalogue/image';
import { localePath, type Locale } from '@/lib/i18n/locales';
import styles from './goods-list-row.module.css';

/** View mode 2: one goods item as a row with image, title, badges, stock, Cat. No., specs and price. */
export function GoodsListRow({ goods, imageHost, image = LAZY_IMAGE }: { goods: GoodsSummaryView; imageHost: string; image?: ImageLoading }) {
  const t = useTranslations('catalogue');
  const catNo = useTranslations('goods')('catNo');
  const locale = useLocale() as Locale;
  // Plain anchors: a new tab needs no client routing.
  const href = localePath(locale, listedGoodsHref(goods));
  return (
    <li className={styles.row}>
      {/* The title links to the same page: the image link is left out of the tab order and the reading. */}
      <a href={href} target="_blank" rel="noopener" tabIndex={-1} aria-hidden className={styles.imageLink}>
        <img src={imageUrl(goods.cover, imageHost)} alt="" {...image} width={120} height={90} className={styles.image} />
      </a>
      <div className={styles.body}>
        <p className={styles.title}>
          <a href={href} target="_blank" rel="noopener" className={styles.titleLink}>
            {goods.title}
          </a>{' '}
          <GoodsBadges badges={goods.badges} /> <StockLabel goods={goods} />
        </p>
        {/* One text node: the list repeats this line per row, in the HTML and the RSC payload. */}
        <p className={cx(text.body2, text.secondary)}>{`${catNo}: ${goods.itemno}${goods.norms ? ` · ${t('specifications')}: ${goods.norms}` : ''}`}</p>
        {goods.features ? <p className={cx(text.body2, text.clamp2, styles.features)}>{goods.features}</p> : null}
      </div>
      <div className={styles.price}>
        <p className={cx(text.caption, text.secondary)}>{t('price')}</p>
        <p className={styles.amount}>
          <GoodsPriceTag price={goodsPrice(goods)} />
        </p>
      </div>
    </li>
  );
}
