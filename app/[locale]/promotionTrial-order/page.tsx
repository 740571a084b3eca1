import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { TrialListSection } from '@/components/trials/trial-list-section';
import { fallback } from '@/lib/api/fallback';
import { getTrialApplications, getTrialCount } from '@/lib/api/trials';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/promotionTrial-order'>;

const PATH = '/promotionTrial-order';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('trials', { title: 'centreHeading', description: 'accountDescription' });

/** Trial orders in the personal centre (docs/product.md §2.10): the same list as /promotionTrialAccount. */
export default async function PromotionTrialOrderPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, applications, counts] = await Promise.all([
    getTranslations('trials'),
    fallback(getTrialApplications(customer.token, { page, limit: PAGE_SIZE }, locale), login),
    fallback(getTrialCount(customer.token, locale), login),
  ]);
  return (
    <CentreFrame section="trialOrders" heading={t('centreHeading')}>
      <TrialListSection applications={applications} counts={counts} path={PATH} page={page} />
    </CentreFrame>
  );
}
