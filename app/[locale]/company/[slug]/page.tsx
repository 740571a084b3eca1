import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AttachmentList } from '@/components/company/attachment-list';
import { CompanyNav } from '@/components/company/company-nav';
import { CompanySections } from '@/components/company/company-sections';
import layout from '@/components/company/company.module.css';
import { DistributorTable } from '@/components/company/distributor-table';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import { getAttachments, getCompanyPage } from '@/lib/api/company';
import { fallback } from '@/lib/api/fallback';
import { CATALOG_ATTACHMENTS, COMPANY_PAGE_PATHS, isCompanySlug } from '@/lib/company/company-routes';
import { publicPageMetadata } from '@/lib/page-metadata';
import { metaDescription } from '@/lib/structured-data';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /labshop-profile, /labshopCatalog, /labshopDistributors, /commonStaining and /saveTransport
// into this [slug] segment.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/company/[slug]'>;

const resolve = (params: Props['params']) => readCachedPath(params, ({ slug }) => (isCompanySlug(slug) ? { slug } : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await resolve(params);
  const page = await fallback(getCompanyPage(slug, locale), { main: null });
  if (!page) return {};
  return publicPageMetadata(locale, COMPANY_PAGE_PATHS[slug], {
    title: page.title,
    description: metaDescription([page.summary, page.title]),
  });
}

/** A company page (docs/product.md §2.2): seeded structured content; catalogues and distributors add their lists. */
export default async function CompanyPage({ params }: Props) {
  const { locale, slug } = await resolve(params);
  const [t, page, catalogues] = await Promise.all([
    getTranslations('company'),
    fallback(getCompanyPage(slug, locale), { main: null }),
    slug === 'catalog' ? fallback(getAttachments(CATALOG_ATTACHMENTS, locale), { optional: [] }) : Promise.resolve(null),
  ]);
  if (!page) notFound();
  return (
    <Container page>
      <div className={layout.layout}>
        <CompanyNav current={COMPANY_PAGE_PATHS[slug]} />
        <article className={layout.content}>
          <h1 className={cx(text.pageTitle, layout.title)}>{page.title}</h1>
          {page.summary ? <p className={layout.summary}>{page.summary}</p> : null}
          {catalogues ? (
            <section aria-labelledby="catalogue-downloads" className={layout.section}>
              <h2 id="catalogue-downloads">{t('catalogueDownloads')}</h2>
              <AttachmentList attachments={catalogues} showCounts={false} />
            </section>
          ) : null}
          {page.distributors.length ? <DistributorTable distributors={page.distributors} /> : null}
          <CompanySections sections={page.sections} />
        </article>
      </div>
    </Container>
  );
}
