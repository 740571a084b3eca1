'use client';
import { useTranslations } from 'next-intl';
import { GoodsBadges } from '@/components/goods/goods-badges';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { FavouriteGoodsView } from '@/lib/api/customer-shape';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';
import styles from './favourite-card.module.css';

/** One favourite: the goods card (opening the detail in a new tab, /404 once off shelf) and its remove button. */
export function FavouriteCard({ goods, imageHost, busy, onRemove }: { goods: FavouriteGoodsView; imageHost: string; busy: boolean; onRemove(): void }) {
  const t = useTranslations('customer');
  const tGoods = useTranslations('goods');
  return (
    <div className={cx(surface.card, styles.card, !goods.onShelf && styles.offShelf)}>
      <Link href={goodsHref(goods.id, { onShelf: goods.onShelf })} target="_blank" rel="noopener" className={styles.goods}>
        <img src={imageUrl(goods.cover, imageHost)} alt="" loading="lazy" width={300} height={200} className={styles.cover} />
        <span className={styles.body}>
          <span className={cx(text.body2, text.clamp2, styles.title)}>{goods.title}</span>
          <span className={cx(text.caption, text.secondary, styles.line)}>
            {tGoods('catNo')}: {goods.itemno}
          </span>
          {goods.onShelf ? <GoodsBadges badges={goods.badges} /> : <span className={cx(text.caption, text.error, styles.line)}>{t('offShelf')}</span>}
        </span>
      </Link>
      <div className={styles.actions}>
        <button
          type="button"
          className={cx(button.base, button.outlined, button.small, styles.remove)}
          aria-label={t('removeFavourite', { title: goods.title })}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      </div>
    </div>
  );
}
