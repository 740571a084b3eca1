import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { EmptyList } from '@/components/customer/empty-list';
import { FootprintList } from '@/components/customer/footprint-list';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import text from '@/components/ui/text.module.css';
import { getFootprints } from '@/lib/api/customer';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { fallback } from '@/lib/api/fallback';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { pagedPath } from '@/lib/customer/page-param';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

type Props = PageProps<'/[locale]/my-tracks'>;

const PATH = '/my-tracks';
const PAGE_SIZE = 20;
/** The list island's texts, and the failures its toasts put into words. */
const LIST_MESSAGES = ['customer', 'goods.catNo', 'common', 'account.failed'];

export const generateMetadata = personalMetadata('customer', { title: 'footprints', description: 'footprintsDescription' });

/** The customer's browsing footprints (docs/product.md §2.2 /my-tracks), newest first, paged. */
export default async function MyFootprintsPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, footprints] = await Promise.all([getTranslations('customer'), fallback(getFootprints(customer.token, { page, limit: PAGE_SIZE }, locale), login)]);
  keepWithinLastPage(footprints, page, (last) => pagedPath(PATH, last), locale);
  return (
    <CentreFrame section="footprints" heading={t('footprints')}>
      {footprints.total > 0 ? <p className={cx(text.secondary, styles.total)}>{t('footprintsTotal', { count: footprints.total })}</p> : null}
      <IslandMessages paths={LIST_MESSAGES}>
        <FootprintList goods={footprints.list} imageHost={imageHost()} empty={<EmptyList text={t('footprintsEmpty')} action={t('browseProducts')} />} />
      </IslandMessages>
      <CentrePager path={PATH} page={Math.min(page, footprints.pages)} count={footprints.pages} />
    </CentreFrame>
  );
}
