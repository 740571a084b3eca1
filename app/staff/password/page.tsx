/** An invited member sets a password with the invitation's one-time link (docs/product.md §6.1). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { consoleLocale } from '@/lib/staff/console-locale';
import { readConsoleError } from '@/lib/staff/form-outcome';
import styles from '../console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.password' });
  return { title: t('heading') };
}

export default async function StaffPasswordPage({ searchParams }: PageProps<'/staff/password'>) {
  const locale = await consoleLocale();
  const t = await getTranslations({ locale, namespace: 'staffConsole' });
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const error = readConsoleError(query.error);
  return (
    <>
      <ConsoleBar locale={locale} path="/staff/login" staff={null} />
      <main id="content" className={styles.shell}>
        <h1 className={styles.heading}>{t('password.heading')}</h1>
        {token ? <p>{t('password.intro')}</p> : <p className={styles.error}>{t('password.missing')}</p>}
        {error ? (
          <p className={styles.error} role="alert">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        {token ? (
          <form className={styles.form} method="post" action="/staff/password/set">
            <input type="hidden" name="token" value={token} />
            <label htmlFor="staff-new-password">{t('login.password')}</label>
            <input id="staff-new-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={64} required />
            <button className={styles.primary} type="submit">
              {t('password.submit')}
            </button>
          </form>
        ) : null}
      </main>
    </>
  );
}
