import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { TrialListSection } from '@/components/trials/trial-list-section';
import { fallback } from '@/lib/api/fallback';
import { getTrialApplications, getTrialCount } from '@/lib/api/trials';
import { requireCustomer } from '@/lib/customer/customer-page';
import { pagedPath, pageParam } from '@/lib/customer/page-param';
import type { Locale } from '@/lib/i18n/locales';
import { personalPageMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/promotionTrial-order'>;

const PATH = '/promotionTrial-order';
const PAGE_SIZE = 10;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'trials', { title: 'centreHeading', description: 'accountDescription' });
}

/** Trial orders in the personal centre (docs/product.md §2.10): the same list as /promotionTrialAccount. */
export default async function PromotionTrialOrderPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = pageParam((await searchParams).page);
  const customer = await requireCustomer(locale, pagedPath(PATH, page));
  const login = { login: pagedPath(PATH, page), locale };
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
