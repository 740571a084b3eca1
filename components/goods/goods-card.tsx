import { useTranslations } from 'next-intl';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import type { Badge } from '@/lib/catalogue/badges';
import { LocaleLink } from '@/components/ui/locale-link';
import { cx } from '@/components/ui/class-names';
import { LAZY_IMAGE, type ImageLoading } from '@/components/ui/image-priority';
import type { ReactNode } from 'react';
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
 * new tab (docs/product.md §2.3). The card is the link itself and the picture is decorative (the title
 * names the link): cards repeat by the dozen on home and listing pages, so every element and
 * attribute is paid many times over in the HTML and the RSC payload. Server markup; the
 * mega-menu island renders it in the browser too.
 */
export function GoodsCard({
  goods,
  imageHost,
  compact = false,
  image = LAZY_IMAGE,
  children,
}: {
  goods: GoodsCardData;
  imageHost: string;
  compact?: boolean;
  /** How the picture loads: lazily, unless the card opens a page's main list. */
  image?: ImageLoading;
  children?: ReactNode;
}) {
  const t = useTranslations('goods');
  return (
    <LocaleLink href={goodsHref(goods.id)} target="_blank" rel="noopener" className={cx(styles.card, compact && styles.compact)}>
      <img src={imageUrl(goods.cover, imageHost)} alt="" {...image} width={300} height={200} />
      <span className={styles.title}>{goods.title}</span>
      <span className={styles.catNo}>{`${t('catNo')}: ${goods.itemno}`}</span>
      <GoodsBadges badges={goods.badges} />
      {/* A listing's price and availability (GoodsGrid): kept out of this module, which the mega-menu island ships. */}
      {children ? <span className={styles.offer}>{children}</span> : null}
    </LocaleLink>
  );
}
