import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-frame';
import { ACCOUNT_ISLAND_MESSAGES, accountMetadata, returnTarget } from '@/components/account/account-page';
import { RegisterForm } from '@/components/account/register-form';
import { IslandMessages } from '@/components/ui/island-messages';
import { withReturn } from '@/lib/account/login-events';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';

type Props = PageProps<'/[locale]/register'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, 'registerTitle', '/register');
}

/** Registration by mobile number or email with a code; the new customer is logged in at once. */
export default async function RegisterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, target] = await Promise.all([getTranslations('account'), returnTarget(searchParams)]);
  return (
    <AccountFrame
      heading={t('registerHeading')}
      intro={t('registerIntro')}
      footer={
        <span>
          {t('haveAccount')} <LocaleLink href={withReturn('/login', target)}>{t('loginLink')}</LocaleLink>
        </span>
      }
    >
      <IslandMessages paths={ACCOUNT_ISLAND_MESSAGES}>
        <RegisterForm target={target} />
      </IslandMessages>
    </AccountFrame>
  );
}
