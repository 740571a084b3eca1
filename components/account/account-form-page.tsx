import type { ComponentType } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { IslandMessages } from '@/components/ui/island-messages';
import { withReturn } from '@/lib/account/login-events';
import type { Locale } from '@/lib/i18n/locales';
import { AccountFrame } from './account-frame';
import { CodeDeliveryHint } from './code-delivery-hint';
import { ACCOUNT_ISLAND_MESSAGES, returnTarget } from './account-page';

/** The account pages that hold one form: their texts and the links under the card. */
const PAGES = {
  register: { heading: 'registerHeading', intro: 'registerIntro' },
  retrieve: { heading: 'retrieveHeading', intro: 'retrieveIntro' },
} as const;

interface AccountFormPageProps {
  page: keyof typeof PAGES;
  locale: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  /** The form island; it sends the customer on to `target` when done. */
  Form: ComponentType<{ target: string }>;
}

/** An account page whose customer has an account or is making one: the card, the form, and a link to log in instead. */
export async function AccountFormPage({ page, locale, searchParams, Form }: AccountFormPageProps) {
  setRequestLocale(locale);
  const [t, target] = await Promise.all([getTranslations('account'), returnTarget(searchParams)]);
  return (
    <AccountFrame
      heading={t(PAGES[page].heading)}
      intro={t(PAGES[page].intro)}
      footer={
        <span>
          {t('haveAccount')} <LocaleLink href={withReturn('/login', target)}>{t('loginLink')}</LocaleLink>
        </span>
      }
    >
      <CodeDeliveryHint locale={locale as Locale} />
      <IslandMessages paths={ACCOUNT_ISLAND_MESSAGES}>
        <Form target={target} />
      </IslandMessages>
    </AccountFrame>
  );
}
