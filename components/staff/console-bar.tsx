/**
 * The console's top bar (docs/product.md §6.1): where the member is, who is logged in, the
 * language switch and logging out. Server markup; the switch and logout are plain form posts.
 */
import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import styles from '@/app/staff/console.module.css';

interface ConsoleBarProps {
  locale: Locale;
  /** The page to come back to after switching language. */
  path: string;
  staff: { name: string; role: 'sales' | 'admin' } | null;
}

export async function ConsoleBar({ locale, path, staff }: ConsoleBarProps) {
  const t = await getTranslations({ locale, namespace: 'staffConsole' });
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  return (
    <header className={styles.bar}>
      <a className={styles.skip} href="#content">
        {t('skip')}
      </a>
      <span className={styles.brand}>{t('title')}</span>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.nav}>
          {staff ? (
            <>
              <li>
                <a href="/staff">{t('nav.inbox')}</a>
              </li>
              <li>
                <a href="/staff/searches">{t('nav.searches')}</a>
              </li>
              <li>
                <a href="/staff/team">{t('nav.team')}</a>
              </li>
              <li>{t('nav.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</li>
            </>
          ) : null}
          <li>
            <form method="post" action="/staff/language">
              <input type="hidden" name="locale" value={other} />
              <input type="hidden" name="back" value={path} />
              <button
                className={styles.linkButton}
                type="submit"
                lang={localeInfo[other].htmlLang}
                aria-label={t('nav.language', { language: localeInfo[other].label })}
              >
                {localeInfo[other].label}
              </button>
            </form>
          </li>
          {staff ? (
            <li>
              <form method="post" action="/staff/logout">
                <button className={styles.linkButton} type="submit">
                  {t('nav.logout')}
                </button>
              </form>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
