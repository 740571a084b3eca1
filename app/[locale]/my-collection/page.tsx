import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { EmptyList } from '@/components/customer/empty-list';
import { FavouriteGrid } from '@/components/customer/favourite-grid';
import { LoginCall } from '@/components/customer/login-call';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import text from '@/components/ui/text.module.css';
import { getFavourites } from '@/lib/api/customer';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { fallback } from '@/lib/api/fallback';
import { currentCustomer } from '@/lib/customer/customer-page';
import { pagedPath, pageParam } from '@/lib/customer/page-param';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

type Props = PageProps<'/[locale]/my-collection'>;

const PATH = '/my-collection';
const PAGE_SIZE = 20;
/** The grid island's texts: cards, badges, the removal dialog, and the failures its toasts put into words. */
const GRID_MESSAGES = ['customer', 'favourites', 'goods.catNo', 'badge', 'common', 'account.failed'];

export const generateMetadata = personalMetadata('customer', { title: 'favourites', description: 'collectionDescription' });

/**
 * The customer's favourites, paged. Not among docs/product.md §6's gated paths, so a guest sees a call
 * to log in here instead of being sent away.
 */
export default async function MyCollectionPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = pageParam((await searchParams).page);
  const [t, customer] = await Promise.all([getTranslations('customer'), currentCustomer()]);
  if (!customer) {
    return (
      <CentreFrame section="favourites" heading={t('favourites')}>
        <LoginCall returnPath={PATH} />
      </CentreFrame>
    );
  }
  const favourites = await fallback(getFavourites(customer.token, { page, limit: PAGE_SIZE }, locale), { login: pagedPath(PATH, page), locale });
  // A page beyond the last (after removals elsewhere) shows the last one instead.
  if (!favourites.list.length && favourites.total > 0 && page > favourites.pages) redirect({ href: pagedPath(PATH, favourites.pages), locale });
  return (
    <CentreFrame section="favourites" heading={t('favourites')}>
      {favourites.total > 0 ? <p className={cx(text.secondary, styles.total)}>{t('favouritesTotal', { count: favourites.total })}</p> : null}
      <IslandMessages paths={GRID_MESSAGES}>
        <FavouriteGrid goods={favourites.list} imageHost={imageHost()} empty={<EmptyList text={t('collectionEmpty')} action={t('browseProducts')} />} />
      </IslandMessages>
      <CentrePager path={PATH} page={Math.min(page, favourites.pages)} count={favourites.pages} />
    </CentreFrame>
  );
}
