import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AntibodyFrame } from '@/components/antibody/antibody-frame';
import { AntibodyResults } from '@/components/antibody/antibody-results';
import { FinderPanel } from '@/components/antibody/finder-panel';
import { indexTree } from '@/components/antibody/finder-selection';
import { FINDER_PANEL_MESSAGES, IMAGE_CAROUSEL_MESSAGES } from '@/components/antibody/finder-messages';
import { LabelledSample } from '@/components/antibody/labelled-sample';
import { ListingBreadcrumbs } from '@/components/catalogue/listing-breadcrumbs';
import { IslandMessages } from '@/components/ui/island-messages';
import { fallback } from '@/lib/api/fallback';
import { getCategoryInfo } from '@/lib/api/categories';
import {
  antibodyHref,
  defaultAntibodyFilters,
  filterChips,
  fromAntibodySegment,
  isAntibodyCategory,
  isFilteredView,
  resetAll,
} from '@/lib/catalogue/antibody-filters';
import { pageCount } from '@/lib/catalogue/listing-plan';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import { loadFinder, type FinderData } from './finder-data';
import { readCachedPath } from '../../cached-path';
import { TrackView } from '@/components/analytics/analytics';
import { viewItemList } from '@/lib/analytics/page-events';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /antibody?… into the [query] segment, so nothing here reads searchParams.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/antibody-finder/[query]'>;

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => ({ filters: fromAntibodySegment(query) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, filters } = await resolve(params);
  const category = await fallback(getCategoryInfo(filters.id, locale), { main: null });
  if (!category || !isAntibodyCategory(category)) return {};
  const t = await getTranslations({ locale, namespace: 'antibody' });
  return publicPageMetadata(locale, antibodyHref(defaultAntibodyFilters(filters.id)), {
    title: t('metaTitle', { name: category.name }),
    description: t('metaDescription', { name: category.name, count: category.goodsCount }),
    // Filtered views are many and alike: one canonical, the unfiltered finder, is indexed.
    ...(isFilteredView(filters) ? { robots: { index: false, follow: true } } : {}),
  });
}

/** Names for the chips: categories from the tree, options from their groups. */
function chipsOf(data: FinderData) {
  const names = new Map<string, string>();
  for (const node of indexTree([...data.tree, ...(data.keywordMatches ?? [])]).values()) names.set(`categories:${node.id}`, node.name);
  for (const group of ['species', 'applications', 'areas', 'hosts', 'clonality', 'conjugates', 'isotypes'] as const)
    for (const option of data.facets[group]) names.set(`${group}:${option.code}`, option.name);
  return filterChips(data.filters, (group, code) => names.get(`${group}:${code}`));
}

export default async function AntibodyFinderPage({ params }: Props) {
  const { locale, filters: requested } = await resolve(params);
  const data = await loadFinder(requested, locale);
  if (!data) notFound();
  const count = pageCount(data.total, data.pageSize);
  if (data.filters.page > count) notFound();
  const t = await getTranslations('catalogue');
  const host = imageHost();
  const results = (
    <AntibodyResults
      filters={data.filters}
      goods={data.goods}
      total={data.total}
      pageCount={count}
      table={data.table}
      chips={chipsOf(data)}
      clearHref={antibodyHref(resetAll(data.filters))}
      imageHost={host}
    />
  );

  return (
    <AntibodyFrame
      breadcrumbs={<ListingBreadcrumbs trail={data.category.trail} current={data.category} locale={locale} />}
      title={data.category.name}
      subtitle={t('goodsCount', { count: data.category.goodsCount })}
      panel={
        // Every tick navigates; the panel sends no request, so it gets no failure sentences.
        <IslandMessages paths={FINDER_PANEL_MESSAGES} sendsRequests={false}>
          <FinderPanel filters={data.filters} tree={data.tree} keywordMatches={data.keywordMatches} facets={data.facets} />
        </IslandMessages>
      }
    >
      {data.table ? (
        // A paged table: every row is server markup, so its island (a row click opens the goods) says nothing.
        results
      ) : (
        // The cards' image carousels; they send no request. The filter chips take their words as props.
        <IslandMessages paths={IMAGE_CAROUSEL_MESSAGES} sendsRequests={false}>
          {results}
        </IslandMessages>
      )}
      <LabelledSample goods={data.sample} imageHost={host} />
      <TrackView event={viewItemList(`${data.category.id}:finder`, data.category.name, data.goods)} />
    </AntibodyFrame>
  );
}
