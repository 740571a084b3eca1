import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-frame';
import { ACCOUNT_ISLAND_MESSAGES, accountMetadata, returnTarget } from '@/components/account/account-page';
import { CodeDeliveryHint } from '@/components/account/code-delivery-hint';
import { LoginForm } from '@/components/account/login-form';
import { IslandMessages } from '@/components/ui/island-messages';
import { withReturn } from '@/lib/account/login-events';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';

type Props = PageProps<'/[locale]/login'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, 'loginTitle', '/login');
}

/** Login by mobile code, email code or password; afterwards back to `redirect` (docs/product.md §7.1). */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, target] = await Promise.all([getTranslations('account'), returnTarget(searchParams)]);
  return (
    <AccountFrame
      heading={t('loginHeading')}
      intro={t('loginIntro')}
      footer={
        <>
          <span>
            {t('noAccount')} <LocaleLink href={withReturn('/register', target)}>{t('registerLink')}</LocaleLink>
          </span>
          <span>
            {t('forgotPassword')} <LocaleLink href={withReturn('/retrieve-password', target)}>{t('retrieveLink')}</LocaleLink>
          </span>
        </>
      }
    >
      <CodeDeliveryHint locale={locale as Locale} />
      <IslandMessages paths={ACCOUNT_ISLAND_MESSAGES}>
        <LoginForm target={target} />
      </IslandMessages>
    </AccountFrame>
  );
}
