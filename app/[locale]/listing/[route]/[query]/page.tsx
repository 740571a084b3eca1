import { TrialListingActions } from '@/components/trials/trial-listing-actions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryIndex } from '@/components/catalogue/category-index';
import { CategoryMenu, categoryMenuMessages } from '@/components/catalogue/category-menu';
import sections from '@/components/catalogue/category-sections.module.css';
import { GOODS_TABLE_MESSAGES } from '@/components/catalogue/goods-table';
import { ListingBody, loadsTableRemainder } from '@/components/catalogue/listing-body';
import { ListingBreadcrumbs } from '@/components/catalogue/listing-breadcrumbs';
import { ListingFrame } from '@/components/catalogue/listing-frame';
import { RootListing } from '@/components/catalogue/root-listing';
import { SideRecommendations } from '@/components/catalogue/side-recommendations';
import { ViewModeSwitch } from '@/components/catalogue/view-mode-switch';
import { IslandMessages } from '@/components/ui/island-messages';
import { getCategoryInfo } from '@/lib/api/categories';
import { getRootListing } from '@/lib/api/goods';
import { listingPlan, pageCount } from '@/lib/catalogue/listing-plan';
import { fromListingSegment, isListingRoute, listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';
import { listingCategory, listingRoot, rootListingOf } from '@/lib/catalogue/listing-roots';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { VIEW_LABEL_KEYS } from '@/lib/catalogue/page-size';
import { imageHost } from '@/lib/site';
import { CategoryArticle } from '@/components/articles/category-article';
import { loadCategoryArticle } from './category-article';
import { loadListingFrame, loadListingGoods } from './listing-data';
import { fallback } from '@/lib/api/fallback';
import { TrackView } from '@/components/analytics/analytics';
import type { PageEvent } from '@/lib/analytics/events';
import { viewItemList } from '@/lib/analytics/page-events';

// Rendered on first request and served from Next's cache (docs/architecture.md §4); the proxy turns the
// public query string into the [query] segment, so nothing here reads searchParams.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = PageProps<'/[locale]/listing/[route]/[query]'>['params'];

const HEADING_ID = 'listing-heading';

async function resolve(params: Params): Promise<{ locale: Locale; route: ListingRoute; query: ListingQuery; categoryId: string; rootId: string }> {
  const { locale, route, query: segment } = await params;
  setRequestLocale(locale);
  if (!isListingRoute(route)) notFound();
  const query = fromListingSegment(segment);
  const rootListing = rootListingOf(route, query);
  return {
    locale: locale as Locale,
    route,
    query,
    categoryId: rootListing ?? listingCategory(route, query),
    rootId: rootListing ?? listingRoot(route, query.id),
  };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/listing/[route]/[query]'>): Promise<Metadata> {
  const { locale, route, query, categoryId } = await resolve(params);
  const category = await fallback(getCategoryInfo(categoryId, locale), { main: null });
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  // Each view mode and order is its own canonical page: its title and description name it.
  const variants = [
    ...(query.view ? [t(VIEW_LABEL_KEYS[query.view])] : []),
    ...(query.sort ? [`${t('price')}, ${t(query.sort === 'asc' ? 'sortedAscending' : 'sortedDescending')}`] : []),
  ];
  return publicPageMetadata(locale, listingHref(route, query), {
    title: category.name,
    description: t('metaDescription', { name: category.name, count: category.goodsCount }),
    page: query.page,
    variants,
  });
}

export default async function ListingPage({ params }: PageProps<'/[locale]/listing/[route]/[query]'>) {
  const { locale, route, query, categoryId, rootId } = await resolve(params);
  const [frame, article] = await Promise.all([loadListingFrame(route, categoryId, rootId, locale), loadCategoryArticle(categoryId, locale)]);
  if (!frame) notFound();
  const { category, root, menu, recommended } = frame;
  const [t, common] = await Promise.all([getTranslations('catalogue'), getTranslations('common')]);
  const host = imageHost();
  const rootListing = rootListingOf(route, query);

  let body;
  let toolbar = null;
  let tableRemainder = false;
  let viewed: PageEvent | null = null;
  if (rootListing) {
    const listed = await fallback(getRootListing(rootListing, locale), { main: [] });
    body = listed.length ? <RootListing sections={listed} imageHost={host} /> : <p className={sections.noData}>{common('noData')}</p>;
  } else {
    const plan = listingPlan({ route, query, category, childLimitNums: category.children.map((child) => child.limitNum) });
    const data = await loadListingGoods(plan, category.id, locale);
    if (data.kind === 'goods' && plan.page > pageCount(data.total, plan.pageSize)) notFound();
    toolbar = <ViewModeSwitch route={route} query={query} current={plan.view} />;
    tableRemainder = loadsTableRemainder(plan, data);
    viewed = viewItemList(category.id, category.name, data.kind === 'goods' ? data.goods : data.groups.flatMap((group) => group.goods));
    body = (
      <ListingBody route={route} query={query} plan={plan} categoryPath={[...category.pids, category.id]} data={data} imageHost={host} headingId={HEADING_ID} />
    );
  }

  const listing = (
    <ListingFrame
      breadcrumbs={<ListingBreadcrumbs trail={category.trail} current={category} locale={locale} />}
      title={category.name}
      headingId={HEADING_ID}
      subtitle={t('goodsCount', { count: category.goodsCount })}
      toolbar={toolbar}
      menu={
        root ? (
          // Keyed by the category shown, so expansion starts afresh on every listing (docs/product.md §4).
          <CategoryMenu key={category.id} root={root} tree={menu} currentId={category.id} openIds={[...category.pids, category.id]} />
        ) : null
      }
      aside={
        <>
          <CategoryIndex categories={category.children} />
          <SideRecommendations goods={recommended} imageHost={host} />
        </>
      }
    >
      {route === 'promotionTrialList' ? <TrialListingActions /> : null}
      {article ? <CategoryArticle article={article} /> : null}
      {body}
      {viewed ? <TrackView event={viewed} /> : null}
    </ListingFrame>
  );
  // Only the islands that say something get messages: the rows a long table renders in the browser
  // and the cell bank's search. The menu toggles say nothing, and a page of cards or rows has no
  // island at all, so it carries no messages of its own in its RSC payload (docs/islands.md "Messages").
  const islandPaths = [...(tableRemainder ? GOODS_TABLE_MESSAGES : []), ...categoryMenuMessages(root?.id)];
  return islandPaths.length ? <IslandMessages paths={islandPaths}>{listing}</IslandMessages> : listing;
}
