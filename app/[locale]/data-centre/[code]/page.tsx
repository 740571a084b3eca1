import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AttachmentList } from '@/components/company/attachment-list';
import layout from '@/components/company/company.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { getAttachments } from '@/lib/api/company';
import { fallback } from '@/lib/api/fallback';
import { DATA_CENTER_CATEGORIES, dataCenterHref, fromDataCenterSegment } from '@/lib/company/company-routes';
import { publicPageMetadata } from '@/lib/page-metadata';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /data-center?code=… into the [code] segment. Short-lived: the page shows download counts.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/data-centre/[code]'>;

const resolve = (params: Props['params']) =>
  readCachedPath(params, ({ code }) => {
    const known = fromDataCenterSegment(code);
    return known ? { code: known } : null;
  });

const isKnown = (code: string) => (DATA_CENTER_CATEGORIES as readonly string[]).includes(code);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'company' });
  return publicPageMetadata(locale, dataCenterHref(code), {
    title: isKnown(code) ? t('dataCenterCategoryTitle', { category: t(`category.${code}`), title: t('dataCenterTitle') }) : t('dataCenterTitle'),
    description: t('dataCenterDescription'),
    // Only the listed categories are worth indexing; any other code is an empty view.
    ...(isKnown(code) ? {} : { robots: { index: false, follow: true } }),
  });
}

/**
 * The data centre (docs/product.md §2.2, §2.4 item 7): a category's documents with counted
 * downloads, category tabs, and the side menu whose one item is 'purchase inquiry'.
 */
export default async function DataCenterPage({ params }: Props) {
  const { locale, code } = await resolve(params);
  const [t, files] = await Promise.all([getTranslations('company'), fallback(getAttachments(code, locale), { main: [] })]);
  return (
    <Container page>
      <div className={layout.layout}>
        <nav aria-label={t('sideMenuLabel')} className={cx(surface.box, layout.side)}>
          <ul className={layout.sideList}>
            <li>
              <LocaleLink href="/purchase-inquiry" className={layout.sideLink}>
                {t('purchaseInquiry')}
              </LocaleLink>
            </li>
          </ul>
        </nav>
        <div className={layout.content}>
          <h1 className={cx(text.pageTitle, layout.title)}>{t('dataCenterTitle')}</h1>
          <p className={layout.summary}>{t('dataCenterIntro')}</p>
          <nav aria-label={t('categoriesLabel')}>
            <ul className={layout.tabs}>
              {DATA_CENTER_CATEGORIES.map((category) => (
                <li key={category}>
                  <LocaleLink href={dataCenterHref(category)} className={layout.tab} aria-current={category === code ? 'page' : undefined}>
                    {t(`category.${category}`)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="data-center-files" className={layout.section}>
            <h2 id="data-center-files">{isKnown(code) ? t(`category.${code}`) : t('otherCategory', { code })}</h2>
            <AttachmentList attachments={files} />
          </section>
        </div>
      </div>
    </Container>
  );
}
