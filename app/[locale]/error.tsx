'use client';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import styles from '@/components/layout/status-page.module.css';

/** A page that failed to render: a translated message and a retry, never a stack trace. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.actions}>
        <button type="button" className={cx(button.base, button.contained)} onClick={reset}>
          {t('retry')}
        </button>
      </p>
    </section>
  );
}
