import { useTranslations } from 'next-intl';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import type { Badge } from '@/lib/catalogue/badges';
import { Link } from '@/lib/i18n/navigation';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { GoodsBadges } from './goods-badges';
import styles from './goods-card.module.css';

export interface GoodsCardData {
  id: number;
  itemno: string;
  title: string;
  cover: string | null;
  badges: readonly Badge[];
}

/**
 * A goods item as a card: image, title with badges, Cat. No. The link opens the detail in a
 * new tab (SPEC.md §2.3). `imageHost` comes from the server (lib/site) so islands can use it too.
 */
export function GoodsCard({ goods, imageHost, compact = false }: { goods: GoodsCardData; imageHost: string; compact?: boolean }) {
  const t = useTranslations('goods');
  return (
    <div className={cx(surface.card, styles.card, compact && styles.compact)}>
      <Link href={goodsHref(goods.id)} target="_blank" rel="noopener" className={styles.link}>
        <img src={imageUrl(goods.cover, imageHost)} alt={goods.title} loading="lazy" width={300} height={200} className={styles.image} />
        <div className={styles.content}>
          <p className={cx(styles.title, text.clamp2)}>{goods.title}</p>
          <p className={cx(text.caption, text.secondary)}>
            {t('catNo')}: {goods.itemno}
          </p>
          <GoodsBadges badges={goods.badges} />
        </div>
      </Link>
    </div>
  );
}
