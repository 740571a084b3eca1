import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { PointsItem } from '@/contract/points';
import styles from './points.module.css';

/** The mall's items as cards: title, points, details and exchange. Server markup. */
export function PointsItems({ items }: { items: PointsItem[] }) {
  const t = useTranslations('points');
  return (
    <ul className={styles.grid} data-testid="points-items">
      {items.map((item) => (
        <li key={item.id} className={cx(surface.card, styles.item)} data-item-id={item.id}>
          <h2>
            <LocaleLink href={`/IntegralDetails?id=${item.id}`}>{item.title}</LocaleLink>
          </h2>
          <span className={styles.points}>{t('pointsValue', { points: item.points })}</span>
          <p className={cx(text.secondary, text.clamp2)}>{item.description}</p>
          <div className={styles.actions}>
            <LocaleLink href={`/exchange1?id=${item.id}`} className={cx(button.base, button.contained)} data-action="exchange">
              {t('exchangeAction')}
            </LocaleLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
