import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { PrimerSearchForm } from '@/components/primers/primer-search-form';
import { PrimerTable } from '@/components/primers/primer-table';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import { PRIMER_PAGE_SIZE } from '@/contract/coa-limits';
import { searchPrimers } from '@/lib/api/coa';
import { fallback } from '@/lib/api/fallback';
import { PRIMER_PATH, fromPrimerSegment, primerHref } from '@/lib/coa/lab-tools-query';
import { localePath } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { siteUrl } from '@/lib/site';
import { primerLibraryJsonLd } from '@/lib/coa/primer-json-ld';
import { JsonLdScript } from '@/components/ui/json-ld';
import styles from './page.module.css';
import { readCachedPath } from '../../cached-path';

// The proxy turns /primer-library?keyword=…&species=…&page=… into the [query] segment
// (docs/architecture.md §4); nothing here reads searchParams.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/primer-search/[query]'>;

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => ({ query: fromPrimerSegment(query) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'primers' });
  const filtered = Boolean(query.keyword || query.species);
  return publicPageMetadata(locale, filtered ? PRIMER_PATH : primerHref(query), {
    title: t('title'),
    description: t('metaDescription'),
    // Pages of the full list are their own canonical URLs; a search is a view of the library.
    ...(filtered ? { robots: { index: false, follow: true } } : { page: query.page }),
  });
}

export default async function PrimerLibraryPage({ params }: Props) {
  const { locale, query } = await resolve(params);
  const [t, meta] = await Promise.all([getTranslations('primers'), getTranslations('meta')]);
  const found = await fallback(searchPrimers({ ...query, limit: PRIMER_PAGE_SIZE }, locale), { main: { list: [], total: 0 } });
  const pages = Math.max(1, Math.ceil(found.total / PRIMER_PAGE_SIZE));
  const jsonLd = primerLibraryJsonLd({
    name: t('title'),
    description: t('metaDescription'),
    url: `${siteUrl()}${localePath(locale, PRIMER_PATH)}`,
    inLanguage: locale === 'zh' ? 'zh-CN' : 'en',
    creator: meta('siteName'),
  });
  return (
    <Container width="xl" page>
      <JsonLdScript data={jsonLd} />
      <h1 className={text.pageTitle}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <PrimerSearchForm key={`${query.keyword}|${query.species}`} query={query} locale={locale} />
      <p role="status" className={styles.count}>
        {t('count', { count: found.total })}
      </p>
      {found.list.length > 0 ? (
        <>
          <PrimerTable primers={found.list} page={query.page} pages={pages} />
          <LinkPager page={query.page} count={pages} messages="primers" hrefFor={(page) => primerHref({ ...query, page })} />
          <p className={styles.note}>{t('tmNote')}</p>
        </>
      ) : (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <p className={text.secondary}>{t('emptyHint')}</p>
        </div>
      )}
    </Container>
  );
}
