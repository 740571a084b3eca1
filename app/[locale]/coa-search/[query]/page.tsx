import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CoaResults } from '@/components/coa/coa-results';
import { CoaSearchForm } from '@/components/coa/coa-search-form';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { searchLots } from '@/lib/api/coa';
import { fallback } from '@/lib/api/fallback';
import { COA_PATH, PRIMER_PATH, coaQueryError, fromCoaSegment } from '@/lib/coa/lab-tools-query';
import { publicPageMetadata } from '@/lib/page-metadata';
import styles from './page.module.css';
import { readCachedPath } from '../../cached-path';

// The proxy turns /coa-reportsearch?batch=…&itemno=… into the [query] segment (docs/architecture.md §4),
// so each lookup renders once and is served from Next's cache; nothing here reads searchParams.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/coa-search/[query]'>;

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => ({ query: fromCoaSegment(query) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'coa' });
  return publicPageMetadata(locale, COA_PATH, {
    title: t('title'),
    description: t('metaDescription'),
    // A lookup is a view of the same page: only the form itself is indexed.
    ...(query.submitted ? { robots: { index: false, follow: true } } : {}),
  });
}

export default async function CoaSearchPage({ params }: Props) {
  const { locale, query } = await resolve(params);
  const t = await getTranslations('coa');
  const error = coaQueryError(query);
  // A refused lookup finds nothing; a transient failure throws so the last good page is kept (lib/api/fallback.ts).
  const lots = query.submitted && !error ? await fallback(searchLots(query.batch, query.itemno, locale), { main: [] }) : null;
  return (
    <Container width="md" page>
      <h1 className={text.pageTitle}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <CoaSearchForm query={query} error={error} locale={locale} />
      {lots ? <CoaResults lots={lots} batch={query.batch} itemno={query.itemno} locale={locale} /> : null}
      <p className={styles.more}>
        <LocaleLink href={PRIMER_PATH}>{t('primerLink')}</LocaleLink>
      </p>
    </Container>
  );
}
