import { getTranslations } from 'next-intl/server';
import { AccountSummary } from '@/components/customer/account-summary';
import { CentreFrame } from '@/components/customer/centre-frame';
import { ListCounts } from '@/components/customer/list-counts';
import { getCustomerOverview } from '@/lib/api/customer';
import { avatarSrc, getProfile } from '@/lib/api/feedback';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { fallback } from '@/lib/api/fallback';
import { openPersonalPage } from '@/lib/customer/personal-page';

type Props = PageProps<'/[locale]/user'>;

const PATH = '/user';

export const generateMetadata = personalMetadata('customer', { title: 'overviewTitle', description: 'overviewDescription' });

/** The personal centre's overview (docs/product.md §2.2): the account and the counts of its lists. */
export default async function UserPage({ params }: Props) {
  const { locale, customer, login } = await openPersonalPage({ params }, PATH);
  const [t, overview, profile] = await Promise.all([
    getTranslations('customer'),
    fallback(getCustomerOverview(customer.token, locale), login),
    // The avatar is an extra: without it the overview still shows.
    getProfile(customer.token, locale).catch(() => null),
  ]);
  return (
    <CentreFrame section="overview" heading={t('overviewTitle')}>
      <AccountSummary overview={overview} avatar={profile?.avatarId ? avatarSrc(profile.avatarId) : null} />
      <ListCounts counts={overview.counts} />
    </CentreFrame>
  );
}
