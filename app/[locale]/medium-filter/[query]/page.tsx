import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryIndex } from '@/components/catalogue/category-index';
import { CategoryMenu, categoryMenuMessages } from '@/components/catalogue/category-menu';
import { ListingBreadcrumbs } from '@/components/catalogue/listing-breadcrumbs';
import { ListingFrame } from '@/components/catalogue/listing-frame';
import { SideRecommendations } from '@/components/catalogue/side-recommendations';
import { MediumFilterBar } from '@/components/medium/medium-filter-bar';
import { MediumResults } from '@/components/medium/medium-results';
import { MediumViewSwitch } from '@/components/medium/medium-view-switch';
import { IslandMessages } from '@/components/ui/island-messages';
import { fallback } from '@/lib/api/fallback';
import { getCategoryInfo } from '@/lib/api/categories';
import { pageCount } from '@/lib/catalogue/listing-plan';
import { defaultMediumFilters, fromMediumSegment, isFilteredMediumView, mediumChips, mediumHref } from '@/lib/catalogue/medium-filters';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import { loadMediumFilter } from './medium-data';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /bufferSolution?id=CP001015001165&… into the [query] segment; nothing reads searchParams.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/medium-filter/[query]'>;

const HEADING_ID = 'listing-heading';

/** What the filter bar's island says (the menu's toggles take their labels as props). */
const FILTER_BAR_MESSAGES = ['filterBy', 'groupButton', 'optionLabel', 'noOptions', 'reset', 'activeFilters', 'removeFilter', 'updating'].map(
  (key) => `medium.${key}`,
);

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => ({ filters: fromMediumSegment(query) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, filters } = await resolve(params);
  const category = await fallback(getCategoryInfo(filters.id, locale), { main: null });
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'medium' });
  return publicPageMetadata(locale, mediumHref(defaultMediumFilters()), {
    title: category.name,
    description: t('metaDescription', { name: category.name, count: category.goodsCount }),
    ...(isFilteredMediumView(filters) ? { robots: { index: false, follow: true } } : {}),
  });
}

export default async function MediumFilterPage({ params }: Props) {
  const { locale, filters } = await resolve(params);
  const data = await loadMediumFilter(filters, locale);
  if (!data) notFound();
  const count = pageCount(data.total, data.pageSize);
  if (filters.page > count) notFound();
  const { category, root, menu, recommended } = data.frame;
  const t = await getTranslations('medium');
  const host = imageHost();
  const chips = mediumChips(filters, (group, code) => data.facets[group].find((option) => option.code === code)?.name);
  const viewHrefs = {
    1: mediumHref({ ...filters, view: 1, page: 1 }),
    2: mediumHref({ ...filters, view: 2, page: 1 }),
    3: mediumHref({ ...filters, view: 3, page: 1 }),
  };

  return (
    <IslandMessages paths={[...FILTER_BAR_MESSAGES, ...categoryMenuMessages(root?.id)]}>
      <ListingFrame
        breadcrumbs={<ListingBreadcrumbs trail={category.trail} current={category} locale={locale} />}
        title={category.name}
        headingId={HEADING_ID}
        subtitle={<span role="status">{t('resultCount', { count: data.total })}</span>}
        toolbar={<MediumViewSwitch hrefs={viewHrefs} current={data.view} />}
        menu={root ? <CategoryMenu key={category.id} root={root} tree={menu} currentId={category.id} openIds={[...category.pids, category.id]} /> : null}
        aside={
          <>
            <CategoryIndex categories={category.children} />
            <SideRecommendations goods={recommended} imageHost={host} />
          </>
        }
      >
        <MediumFilterBar filters={filters} facets={data.facets} chips={chips} />
        <MediumResults filters={filters} view={data.view} goods={data.goods} pageCount={count} imageHost={host} headingId={HEADING_ID} />
      </ListingFrame>
    </IslandMessages>
  );
}
