import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { useMoney } from '@/components/ui/money';
import type { CustomerLevel } from '@/contract/centre';
import { CUSTOMER_LEVELS, type LevelKey } from '@/contract/centre-constants';
import styles from './centre.module.css';

const isLevel = (value: string): value is LevelKey => CUSTOMER_LEVELS.some((level) => level.key === value);

/**
 * The customer's level, its progress to the next, and every level's benefits (docs/product.md
 * §10.4): only what the shop applies, the order discount read from the same table settlement
 * takes it from. Amounts are passed to the messages as formatted strings: `{amount}` is a plain
 * argument, and a function given to it would be printed as its source. Server markup.
 */
export function LevelCard({ level }: { level: CustomerLevel }) {
  const t = useTranslations('userLevel');
  const money = useMoney();
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
          {t('spent', { amount: money(level.spent) })} · {t('discount', { discount: level.discount })}
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
            <p className={cx(text.body2, text.secondary)}>{t('next', { amount: money(next.remaining), level: t(`levels.${next.level}`) })}</p>
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
            <p className={cx(text.caption, text.secondary)}>{entry.threshold > 0 ? t('threshold', { amount: money(entry.threshold) }) : t('everyCustomer')}</p>
            <ul className={cx(text.body2, styles.benefits)}>
              {entry.discount > 0 ? <li>{t('benefits.orderDiscount', { discount: entry.discount })}</li> : null}
              <li>{t('benefits.inquiryReplies')}</li>
              <li>{t('benefits.online')}</li>
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
