import { getTranslations } from 'next-intl/server';
import { ContactChangeForm } from '@/components/centre/contact-change-form';
import { PasswordChangeForm } from '@/components/centre/password-change-form';
import styles from '@/components/centre/centre.module.css';
import { CentreFrame } from '@/components/customer/centre-frame';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { getCustomerOverview } from '@/lib/api/customer';
import { fallback } from '@/lib/api/fallback';
import type { Channel } from '@/lib/account/credentials';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/account-security'>;

const PATH = '/account-security';
/** The forms' texts: their own, the account forms' fields and errors they reuse, and failures. */
const FORM_MESSAGES = ['accountSecurity', 'account', 'common'];

export const generateMetadata = personalMetadata('accountSecurity', { title: 'title', description: 'description' });

/** Account security (docs/product.md §2.2 /account-security, §10.3): a new password, a new mobile number or email. */
export default async function AccountSecurityPage({ params }: Props) {
  const { locale, customer, login } = await openPersonalPage({ params }, PATH);
  const [t, overview] = await Promise.all([getTranslations('accountSecurity'), fallback(getCustomerOverview(customer.token, locale), login)]);
  const channels: Channel[] = [...(overview.mobile ? (['mobile'] as const) : []), ...(overview.email ? (['email'] as const) : [])];
  return (
    <CentreFrame section="security" heading={t('title')}>
      <IslandMessages paths={FORM_MESSAGES}>
        <section aria-labelledby="password-heading" className={cx(surface.card, styles.formCard)}>
          <h2 id="password-heading" className={styles.sectionHeading}>
            {t('passwordHeading')}
          </h2>
          <p className={cx(text.body2, text.secondary)}>{t('passwordIntro')}</p>
          <PasswordChangeForm channels={channels} />
        </section>
        <section aria-labelledby="contact-heading" className={cx(surface.card, styles.formCard)}>
          <h2 id="contact-heading" className={styles.sectionHeading}>
            {t('contactHeading')}
          </h2>
          <dl className={styles.contacts}>
            <div>
              <dt>{t('currentMobile')}</dt>
              <dd data-contact="mobile">{overview.mobile ?? t('notSet')}</dd>
            </div>
            <div>
              <dt>{t('currentEmail')}</dt>
              <dd data-contact="email">{overview.email ?? t('notSet')}</dd>
            </div>
          </dl>
          <ContactChangeForm />
        </section>
      </IslandMessages>
    </CentreFrame>
  );
}
