/** The console's login (docs/product.md §6.1): email and password, a plain form post to /staff/session. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { consoleLocale } from '@/lib/staff/console-locale';
import { readConsoleError } from '@/lib/staff/form-outcome';
import styles from '../console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.login' });
  return { title: t('heading') };
}

export default async function StaffLoginPage({ searchParams }: PageProps<'/staff/login'>) {
  const locale = await consoleLocale();
  const t = await getTranslations({ locale, namespace: 'staffConsole' });
  const query = await searchParams;
  const error = readConsoleError(query.error);
  const next = typeof query.next === 'string' ? query.next : '';
  return (
    <>
      <ConsoleBar locale={locale} path="/staff/login" staff={null} />
      <main id="content" className={styles.shell}>
        <h1 className={styles.heading}>{t('login.heading')}</h1>
        <p>{t('login.intro')}</p>
        {query.ended ? <p className={styles.error}>{t('login.ended')}</p> : null}
        {query.out ? <p className={styles.notice}>{t('login.loggedOut')}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        <form className={styles.form} method="post" action="/staff/session">
          <label htmlFor="staff-email">{t('login.email')}</label>
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="staff-password">{t('login.password')}</label>
          <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
          <input type="hidden" name="next" value={next} />
          <button className={styles.primary} type="submit">
            {t('login.submit')}
          </button>
        </form>
      </main>
    </>
  );
}
