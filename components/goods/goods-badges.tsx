import { useTranslations } from 'next-intl';
import { badgeMessageKey, type Badge } from '@/lib/catalogue/badges';
import { cx } from '@/components/ui/class-names';
import styles from './goods-badges.module.css';

/** docs/product.md §4: Recommend, Promotion and Free gift have their own badges; any other tag is "hot". */
export function GoodsBadges({ badges }: { badges: readonly Badge[] }) {
  const t = useTranslations();
  if (badges.length === 0) return null;
  return (
    <span className={styles.badges}>
      {badges.map((badge) => {
        const key = badgeMessageKey(badge.kind);
        return (
          <span key={`${badge.kind}:${badge.label}`} className={cx(styles.badge, styles[badge.kind])}>
            {key ? t(key) : badge.label}
          </span>
        );
      })}
    </span>
  );
}
