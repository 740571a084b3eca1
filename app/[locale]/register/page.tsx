import type { Metadata } from 'next';
import { AccountFormPage } from '@/components/account/account-form-page';
import { accountMetadata } from '@/components/account/account-page';
import { RegisterForm } from '@/components/account/register-form';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/register'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, 'registerTitle', '/register');
}

/** Registration by mobile number or email with a code; the new customer is logged in at once. */
export default async function RegisterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  return <AccountFormPage page="register" locale={locale} searchParams={searchParams} Form={RegisterForm} />;
}
