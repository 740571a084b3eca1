import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-frame';
import { ACCOUNT_ISLAND_MESSAGES, accountMetadata, returnTarget } from '@/components/account/account-page';
import { RetrievePasswordForm } from '@/components/account/retrieve-password-form';
import { IslandMessages } from '@/components/ui/island-messages';
import { withReturn } from '@/lib/account/login-events';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';

type Props = PageProps<'/[locale]/retrieve-password'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, 'retrieveTitle', '/retrieve-password');
}

/** A forgotten password replaced with a code sent to the account's mobile number or email. */
export default async function RetrievePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, target] = await Promise.all([getTranslations('account'), returnTarget(searchParams)]);
  return (
    <AccountFrame
      heading={t('retrieveHeading')}
      intro={t('retrieveIntro')}
      footer={
        <span>
          {t('haveAccount')} <LocaleLink href={withReturn('/login', target)}>{t('loginLink')}</LocaleLink>
        </span>
      }
    >
      <IslandMessages paths={ACCOUNT_ISLAND_MESSAGES}>
        <RetrievePasswordForm target={target} />
      </IslandMessages>
    </AccountFrame>
  );
}
