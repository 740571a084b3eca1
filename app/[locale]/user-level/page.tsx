import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LevelCard } from '@/components/centre/level-card';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CurrencyNote } from '@/components/ui/currency-note';
import { getCustomerLevel } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { requireCustomer } from '@/lib/customer/customer-page';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = PageProps<'/[locale]/user-level'>;

const PATH = '/user-level';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'userLevel', { title: 'title', description: 'description' });
}

/** The member level (docs/product.md §2.2 /user-level, §10.4). */
export default async function UserLevelPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const customer = await requireCustomer(locale, PATH);
  const [t, level] = await Promise.all([getTranslations('userLevel'), fallback(getCustomerLevel(customer.token, locale), { login: PATH, locale })]);
  return (
    <CentreFrame section="level" heading={t('title')}>
      <LevelCard level={level} />
      <CurrencyNote />
    </CentreFrame>
  );
}
