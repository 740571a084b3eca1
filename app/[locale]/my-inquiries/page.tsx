import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { EmptyList } from '@/components/customer/empty-list';
import { CloseInquiryButton } from '@/components/my-inquiries/close-inquiry-button';
import { FollowUpForm } from '@/components/my-inquiries/follow-up-form';
import { InquiryGoods } from '@/components/my-inquiries/inquiry-goods';
import { InquiryStateChip } from '@/components/my-inquiries/inquiry-state-chip';
import { InquiryThread } from '@/components/my-inquiries/inquiry-thread';
import { MyInquiryList } from '@/components/my-inquiries/my-inquiry-list';
import { ReplyClock } from '@/components/my-inquiries/reply-clock';
import styles from '@/components/my-inquiries/my-inquiries.module.css';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { API_CODE, isApiError } from '@/lib/api/errors';
import { fallback, type FailureRule } from '@/lib/api/fallback';
import { getMyInquiries, getMyInquiry } from '@/lib/api/my-inquiries';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { pagedPath } from '@/lib/customer/page-param';
import { openPersonalPage } from '@/lib/customer/personal-page';
import type { CustomerSession } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import { idParam } from '@/lib/query-params';

type Props = PageProps<'/[locale]/my-inquiries'>;

const PATH = '/my-inquiries';
const PAGE_SIZE = 10;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = idParam((await searchParams).id);
  const { locale } = await params;
  return id
    ? personalPageMetadata(locale, 'myInquiries', { title: 'detailTitle', description: 'detailDescription', values: { id } })
    : personalPageMetadata(locale, 'myInquiries', { title: 'title', description: 'description' });
}

/**
 * The buyer's inquiries (docs/product.md §2.13): the list with each one's state and reply clock, and
 * with `?id=` one inquiry with its thread, a follow-up question and closing. Login required;
 * another customer's or an unknown id is a 404.
 */
export default async function MyInquiriesPage(props: Props) {
  const { locale, page, id, customer, login } = await openPersonalPage(props, ({ id: asked, page: listPage }) =>
    asked ? `${PATH}?id=${asked}` : pagedPath(PATH, listPage),
  );
  const t = await getTranslations('myInquiries');
  if (id) {
    return (
      <CentreFrame section="inquiries" heading={t('detailTitle', { id })}>
        <InquiryView id={id} customer={customer} locale={locale} login={login} />
      </CentreFrame>
    );
  }
  const inquiries = await fallback(getMyInquiries(customer.token, { page, limit: PAGE_SIZE }, locale), login);
  keepWithinLastPage(inquiries, page, (last) => pagedPath(PATH, last), locale);
  return (
    <CentreFrame section="inquiries" heading={t('title')}>
      <p className={cx(text.secondary, styles.intro)}>{t('intro')}</p>
      {inquiries.list.length ? <MyInquiryList inquiries={inquiries.list} /> : <EmptyList text={t('empty')} action={t('browse')} />}
      <CentrePager path={PATH} page={Math.min(page, inquiries.pages)} count={inquiries.pages} />
    </CentreFrame>
  );
}

async function InquiryView({ id, customer, locale, login }: { id: number; customer: CustomerSession; locale: Locale; login: FailureRule<never> }) {
  const inquiry = await fallback(
    getMyInquiry(customer.token, id, locale).catch((error: unknown) => {
      if (isApiError(error) && error.code === API_CODE.notFound) notFound();
      throw error;
    }),
    login,
  );
  const t = await getTranslations('myInquiries');
  const closed = inquiry.closedAt !== null;
  return (
    <>
      <div className={cx(surface.card, styles.card)} data-testid="inquiry-summary">
        <div className={styles.cardHead}>
          <InquiryStateChip state={inquiry.state} />
          <span className={styles.facts}>
            <ReplyClock inquiry={inquiry} />
          </span>
          {inquiry.quoteId ? <LocaleLink href={`/my-quote?id=${inquiry.quoteId}`}>{t('viewQuote', { id: inquiry.quoteId })}</LocaleLink> : null}
        </div>
        <h2 className={styles.sectionTitle}>{t('goods')}</h2>
        <InquiryGoods goods={inquiry.goods} />
      </div>
      <InquiryThread inquiry={inquiry} />
      {closed ? (
        <p className={text.secondary}>{t('closedNote')}</p>
      ) : (
        <IslandMessages paths={['myInquiries']}>
          <FollowUpForm inquiryId={inquiry.id} />
          <div className={styles.section}>
            <CloseInquiryButton inquiryId={inquiry.id} />
          </div>
        </IslandMessages>
      )}
      <div className={styles.actions}>
        <LocaleLink href={PATH}>{t('backToList')}</LocaleLink>
      </div>
    </>
  );
}
