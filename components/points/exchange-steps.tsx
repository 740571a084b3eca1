import { useTranslations } from 'next-intl';
import styles from './points.module.css';

const STEPS = ['stepChoose', 'stepConfirm', 'stepResult'] as const;

/** Where the visitor is in /exchange1 → /exchange2 → /exchange3. Server markup. */
export function ExchangeSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useTranslations('points');
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step} className={index + 1 === current ? styles.current : undefined} aria-current={index + 1 === current ? 'step' : undefined}>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
