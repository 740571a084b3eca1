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
        const key = badgeMessageKey(badge);
        return (
          <span key={`${badge.kind}:${badge.label}`} className={cx(styles.badge, styles[badge.kind])}>
            {/* A tag without a wording of ours is product data, in the language it was written. */}
            {key ? t(key) : <span lang={/[\u3400-\u9fff]/.test(badge.label) ? 'zh' : undefined}>{badge.label}</span>}
          </span>
        );
      })}
    </span>
  );
}
