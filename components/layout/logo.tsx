import { getTranslations } from 'next-intl/server';
import styles from './logo.module.css';

/** The shop's word mark: a flask glyph and the site name of the current language. */
export async function Logo() {
  const t = await getTranslations('meta');
  return (
    <span className={styles.logo}>
      <svg className={styles.glyph} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M9 2h6v2h-1v5.2l5.6 9.7A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3.1L10 9.2V4H9V2zm3 9.3L8.2 18h7.6L12 11.3z" />
      </svg>
      <span>{t('siteName')}</span>
    </span>
  );
}
