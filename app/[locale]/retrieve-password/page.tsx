import type { Metadata } from 'next';
import { AccountFormPage } from '@/components/account/account-form-page';
import { accountMetadata } from '@/components/account/account-page';
import { RetrievePasswordForm } from '@/components/account/retrieve-password-form';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/retrieve-password'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, 'retrieveTitle', '/retrieve-password');
}

/** A forgotten password replaced with a code sent to the account's mobile number or email. */
export default async function RetrievePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  return <AccountFormPage page="retrieve" locale={locale} searchParams={searchParams} Form={RetrievePasswordForm} />;
}
