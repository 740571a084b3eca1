import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { Money } from '@/components/ui/money';
import type { CustomerLevel } from '@/contract/centre';
import { CUSTOMER_LEVELS, type LevelKey } from '@/contract/centre-constants';
import styles from './centre.module.css';

const isLevel = (value: string): value is LevelKey => CUSTOMER_LEVELS.some((level) => level.key === value);

/** The customer's level, its progress to the next, and every level's benefits (docs/product.md §10.4). Server markup. */
export function LevelCard({ level }: { level: CustomerLevel }) {
  const t = useTranslations('userLevel');
  const current = isLevel(level.level) ? level.level : 'standard';
  const next = level.next && isLevel(level.next.level) ? { ...level.next, level: level.next.level } : null;
  return (
    <>
      <section className={cx(surface.card, styles.level)} aria-labelledby="level-current" data-level={current}>
        <p id="level-current" className={cx(text.body2, text.secondary)}>
          {t('current')}
        </p>
        <p className={styles.levelName}>{t(`levels.${current}`)}</p>
        <p className={text.body2}>
          {t('spent')}: <Money cny={level.spent} /> · {t('discount', { discount: level.discount })}
        </p>
        {next ? (
          <>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={t('progress', { level: t(`levels.${next.level}`) })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={level.progress}
            >
              <span style={{ width: `${level.progress}%` }} />
            </div>
            <p className={cx(text.body2, text.secondary)}>
              {t.rich('next', { amount: () => <Money cny={next.remaining} />, level: t(`levels.${next.level}`) })}
            </p>
          </>
        ) : (
          <p className={cx(text.body2, text.secondary)}>{t('top')}</p>
        )}
      </section>
      <h2 className={styles.sectionHeading}>{t('levelsHeading')}</h2>
      <ul className={styles.levels}>
        {CUSTOMER_LEVELS.map((entry) => (
          <li key={entry.key} className={surface.card} aria-current={entry.key === current ? 'true' : undefined}>
            <p className={text.strong}>{t(`levels.${entry.key}`)}</p>
            <p className={cx(text.caption, text.secondary)}>{t.rich('threshold', { amount: () => <Money cny={entry.threshold} /> })}</p>
            <p className={text.body2}>{t(`benefits.${entry.key}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
