import { getTranslations } from 'next-intl/server';
import { LevelCard } from '@/components/centre/level-card';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CurrencyNote } from '@/components/ui/currency-note';
import { getCustomerLevel } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/user-level'>;

const PATH = '/user-level';

export const generateMetadata = personalMetadata('userLevel', { title: 'title', description: 'description' });

/** The member level (docs/product.md §2.2 /user-level, §10.4). */
export default async function UserLevelPage({ params }: Props) {
  const { locale, customer, login } = await openPersonalPage({ params }, PATH);
  const [t, level] = await Promise.all([getTranslations('userLevel'), fallback(getCustomerLevel(customer.token, locale), login)]);
  return (
    <CentreFrame section="level" heading={t('title')}>
      <LevelCard level={level} />
      <CurrencyNote />
    </CentreFrame>
  );
}
