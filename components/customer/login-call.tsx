import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { loginHrefFor, withReturn } from '@/lib/account/login-events';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './centre-notice.module.css';

/** What a guest sees on a personal page that is open to everyone (docs/product.md §6: favouriting needs login). */
export function LoginCall({ returnPath }: { returnPath: string }) {
  const t = useTranslations('customer');
  return (
    <div className={cx(surface.card, styles.notice)}>
      <h2 className={styles.heading}>{t('loginHeading')}</h2>
      <p className={cx(text.secondary, styles.body, styles.wide)}>{t('loginBody')}</p>
      <div className={styles.actions}>
        <LocaleLink href={loginHrefFor(returnPath)} className={cx(button.base, button.contained)}>
          {t('login')}
        </LocaleLink>
        <LocaleLink href={withReturn('/register', returnPath)} className={cx(button.base, button.outlined)}>
          {t('register')}
        </LocaleLink>
      </div>
    </div>
  );
}
