import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { GalleryBreadcrumbs } from '@/components/gallery/gallery-breadcrumbs';
import { GalleryCards } from '@/components/gallery/gallery-cards';
import styles from '@/components/gallery/gallery-page.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getGalleryList, type GalleryList } from '@/lib/api/gallery';
import { fromSectionSegment, GALLERY_SECTION_PAGE_SIZE, sectionHref } from '@/lib/gallery/gallery-paths';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache: the proxy turns /GallerySecond?id=TK003&page=2 into the [query] segment.
export const revalidate = 600;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/gallery-section/[query]'>;

/** One page of a section, or null for an unknown section or a page past the end; cached per request for metadata and page. */
const loadSection = cache(async (segment: string, locale: Locale): Promise<(GalleryList & { page: number; pages: number }) | null> => {
  const { code, page } = fromSectionSegment(segment);
  if (!code) return null;
  const list = await fallback(getGalleryList(locale, { code, page, limit: GALLERY_SECTION_PAGE_SIZE }), { main: null });
  if (!list) return null;
  const pages = Math.max(1, Math.ceil(list.totalCount / GALLERY_SECTION_PAGE_SIZE));
  return page > pages ? null : { ...list, page, pages };
});

const resolve = (params: Props['params']) =>
  readCachedPath(params, async ({ query }, locale) => {
    const section = await loadSection(query, locale);
    return section ? { section } : null;
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'gallery' });
  const title = section.page > 1 ? t('sectionPageTitle', { name: section.dictValue, page: section.page, pages: section.pages }) : section.dictValue;
  return publicPageMetadata(locale, sectionHref(section.id, section.page), {
    title: t('sectionMetaTitle', { title }),
    description: t('sectionMetaDescription', { name: section.dictValue, count: section.totalCount }),
  });
}

/** One gallery section's images (/GallerySecond?id=TK003), paged when it is large. */
export default async function GallerySectionPage({ params }: Props) {
  const { section } = await resolve(params);
  const [t, common] = await Promise.all([getTranslations('gallery'), getTranslations('common')]);
  return (
    <Container page>
      <GalleryBreadcrumbs current={section.dictValue} />
      <h1 className={cx(text.pageTitle, styles.title)}>{section.dictValue}</h1>
      <p className={styles.intro}>{t('imageCount', { count: section.totalCount })}</p>
      {section.list.length === 0 ? <p>{common('noData')}</p> : <GalleryCards images={section.list} imageHost={imageHost()} headingLevel={2} eager={4} />}
      <LinkPager page={section.page} count={section.pages} messages="gallery" hrefFor={(page) => sectionHref(section.id, page)} />
    </Container>
  );
}
