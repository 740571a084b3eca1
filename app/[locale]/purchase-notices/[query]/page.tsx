import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { AttachmentList } from '@/components/company/attachment-list';
import { CompanyNav } from '@/components/company/company-nav';
import layout from '@/components/company/company.module.css';
import { PurchaseNoticeFacts } from '@/components/company/purchase-notice-facts';
import styles from '@/components/company/purchase.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { PURCHASE_NOTICES_PER_PAGE, getPurchaseNotice, getPurchaseNotices, type PurchaseNoticeDetail } from '@/lib/api/company';
import { fallback } from '@/lib/api/fallback';
import { PURCHASE_DETAIL_PATH, fromPurchaseSegment, purchaseHref } from '@/lib/company/company-routes';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { metaDescription } from '@/lib/structured-data';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /purchase-detail (?id=… or ?page=…) into the [query] segment.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/purchase-notices/[query]'>;

const resolve = (params: Props['params']) =>
  readCachedPath(params, ({ query }) => {
    const parsed = fromPurchaseSegment(query);
    return parsed ? { query: parsed } : null;
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'company' });
  if (query.kind === 'notice') {
    const notice = await fallback(getPurchaseNotice(query.id, locale), { main: null });
    if (!notice) return {};
    return publicPageMetadata(locale, purchaseHref(query), { title: notice.title, description: metaDescription([notice.summary, notice.title]) });
  }
  return publicPageMetadata(locale, purchaseHref(query), { title: t('purchaseTitle'), description: t('purchaseDescription'), page: query.page });
}

/** Purchase and bidding notices (docs/product.md §2.2): the list, or one notice with its documents. */
export default async function PurchaseNoticesPage({ params }: Props) {
  const { locale, query } = await resolve(params);
  return (
    <Container page>
      <div className={layout.layout}>
        <CompanyNav current={PURCHASE_DETAIL_PATH} />
        <div className={layout.content}>{query.kind === 'notice' ? await Notice(query.id, locale) : await NoticeList(query.page, locale)}</div>
      </div>
    </Container>
  );
}

async function Notice(id: number, locale: Locale) {
  const [t, notice] = await Promise.all([getTranslations('company'), fallback<PurchaseNoticeDetail, null>(getPurchaseNotice(id, locale), { main: null })]);
  if (!notice) notFound();
  return (
    <article>
      <p>
        <LocaleLink href={PURCHASE_DETAIL_PATH} className={cx(button.base, button.text, button.small)}>
          {t('backToNotices')}
        </LocaleLink>
      </p>
      <h1 className={cx(text.pageTitle, layout.title)}>{notice.title}</h1>
      <PurchaseNoticeFacts notice={notice} />
      <div className={styles.body}>
        {notice.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="notice-documents" className={layout.section}>
        <h2 id="notice-documents">{t('documents')}</h2>
        {notice.documents.length ? <AttachmentList attachments={notice.documents} showCounts={false} /> : <p className={layout.empty}>{t('noDocuments')}</p>}
      </section>
    </article>
  );
}

async function NoticeList(page: number, locale: Locale) {
  const [t, notices] = await Promise.all([getTranslations('company'), fallback(getPurchaseNotices(page, locale), { main: { list: [], total: 0 } })]);
  const common = await getTranslations('common');
  const pages = Math.max(1, Math.ceil(notices.total / PURCHASE_NOTICES_PER_PAGE));
  // A page past the end is no page (as the article lists): a 404, not an empty list.
  if (page > pages) notFound();
  return (
    <>
      <h1 className={cx(text.pageTitle, layout.title)}>{t('purchaseTitle')}</h1>
      <p className={layout.summary}>{t('purchaseIntro')}</p>
      {notices.list.length === 0 ? <p className={layout.empty}>{common('noData')}</p> : null}
      <ul className={styles.notices}>
        {notices.list.map((notice) => (
          <li key={notice.id} className={cx(surface.box, styles.notice)}>
            <h2>
              <LocaleLink href={purchaseHref({ kind: 'notice', id: notice.id })}>{notice.title}</LocaleLink>
            </h2>
            <PurchaseNoticeFacts notice={notice} />
            {notice.summary ? <p className={text.secondary}>{notice.summary}</p> : null}
          </li>
        ))}
      </ul>
      <LinkPager page={page} count={pages} messages="company" hrefFor={(target) => purchaseHref({ kind: 'list', page: target })} />
    </>
  );
}
