import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { CitationFilters } from '@/components/goods/detail/citation-filters';
import { CitationList } from '@/components/goods/detail/citation-list';
import { citationsJsonLd } from '@/components/goods/detail/goods-json-ld';
import { JsonLdScript } from '@/components/ui/json-ld';
import styles from '@/components/goods/detail/goods-citations.module.css';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { getCitationsPage } from '@/lib/api/citations';
import { fallback } from '@/lib/api/fallback';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { CITATIONS_PER_PAGE, citationsHref, fromCitationsSegment } from '@/lib/evidence/citation-routes';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { siteUrl } from '@/lib/site';
import { loadGoods } from '../../goods/[id]/data';

// Rendered on first request and served from Next's cache with the goods item (docs/architecture.md §4):
// the proxy turns /goods-citations?id=…&application=…&page=… into the [query] segment.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/citations/[query]'>;

/** The goods item and the page of its citations, or the 404 page for an unknown item, filter or page. */
async function resolve(params: Props['params']) {
  const { locale: raw, query: segment } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const query = fromCitationsSegment(segment);
  if (!query) notFound();
  const [goods, citations] = await Promise.all([loadGoods(String(query.goodsId), locale), fallback(getCitationsPage(query, locale), { main: null })]);
  if (!goods || !citations || citations.citationCount === 0) notFound();
  const pages = Math.max(1, Math.ceil(citations.totalCount / CITATIONS_PER_PAGE));
  if (query.page > pages || (query.application && citations.totalCount === 0)) notFound();
  return { locale, query, goods, citations, pages };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query, goods, citations } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'evidence' });
  const names = { itemno: goods.itemno, title: goods.title };
  return publicPageMetadata(locale, citationsHref(query), {
    title: t('publicationsMetaTitle', names),
    description: t('publicationsDescription', { ...names, count: citations.citationCount }),
    page: query.page,
    variants: query.application ? [citations.applications.find((application) => application.code === query.application)?.name ?? query.application] : [],
  });
}

/** Every publication citing a goods item, filtered by application and paged (docs/product.md §2.6 citations). */
export default async function CitationsPage({ params }: Props) {
  const { locale, query, goods, citations, pages } = await resolve(params);
  const [t, crumbs] = await Promise.all([getTranslations('evidence'), getTranslations('goods')]);
  const names = { itemno: goods.itemno, title: goods.title };
  const applicationName = citations.applications.find((application) => application.code === query.application)?.name ?? query.application;
  const firstPosition = (query.page - 1) * CITATIONS_PER_PAGE + 1;
  const about = { name: goods.title, url: `${siteUrl()}${localePath(locale, goodsHref(goods.id))}` };
  return (
    <Container page>
      <JsonLdScript data={citationsJsonLd(citations.list, about, firstPosition)} />
      <BreadcrumbTrail
        label={crumbs('breadcrumb')}
        links={[
          { name: crumbs('home'), href: '/' },
          { name: goods.title, href: goodsHref(goods.id) },
        ]}
        current={{ name: t('publicationsCrumb'), href: citationsHref(query) }}
        locale={locale}
      />
      <h1 className={text.pageTitle}>{t('publicationsTitle', names)}</h1>
      <p className={cx(text.body2, text.secondary)}>
        {query.application
          ? t('publicationsFiltered', { count: citations.totalCount, application: applicationName ?? '' })
          : t('citedIn', { count: citations.citationCount })}
      </p>
      <section aria-label={t('citedIn', { count: citations.citationCount })} className={styles.section}>
        <CitationFilters goodsId={goods.id} citations={citations} current={query.application} />
        <CitationList citations={citations.list} start={firstPosition} />
      </section>
      <LinkPager page={query.page} count={pages} hrefFor={(page) => citationsHref({ ...query, page })} messages="evidence" />
      <p className={styles.more}>
        <LocaleLink href={goodsHref(goods.id)} className={styles.moreLink}>
          {t('backToGoods', names)}
        </LocaleLink>
      </p>
    </Container>
  );
}
