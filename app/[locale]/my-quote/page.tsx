import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { QuoteDecision, type AddressChoice, type PlacedOrder } from '@/components/quotes/quote-decision';
import { QuoteLines } from '@/components/quotes/quote-lines';
import quoteStyles from '@/components/quotes/quotes.module.css';
import styles from '@/components/orders/orders.module.css';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { isApiError, API_CODE } from '@/lib/api/errors';
import { fallback } from '@/lib/api/fallback';
import { getAddresses } from '@/lib/api/orders';
import { getQuote, type Quote } from '@/lib/api/quotes';
import { formatDate, formatDateTime } from '@/lib/catalogue/dates';
import { countryName } from '@/lib/company/distributors';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/my-quote'>;

export const generateMetadata = personalMetadata('quotes', { title: 'title', description: 'description' });

/** 3 (a quote of someone else's inquiry, or none) reads as 'no such quote', not as a failure. */
async function orNull(pending: Promise<Quote>): Promise<Quote | null> {
  try {
    return await pending;
  } catch (error) {
    if (isApiError(error) && error.code === API_CODE.notFound) return null;
    throw error;
  }
}

/**
 * A quote of the sales team for one of the customer's inquiries (docs/product.md §11.5): the quoted
 * lines and total, validity, note and sender; a sent quote can be accepted into an order or
 * declined (the island), an expired, declined or accepted one says so, and lines whose goods can
 * no longer be ordered are named. A guest's emailed link reaches it through logging in.
 */
export default async function MyQuotePage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/my-quote', '/my-order'));
  const t = await getTranslations('quotes');
  const quote = id ? await fallback(orNull(getQuote(customer.token, id, locale)), login) : null;

  if (!quote) {
    return (
      <CentreFrame section="orders" heading={t('title')}>
        <p className={styles.empty}>
          {t('notFound')} <LocaleLink href="/my-order">{t('backToOrders')}</LocaleLink>
        </p>
      </CentreFrame>
    );
  }
  const offShelf = quote.lines.filter((line) => !line.obtainable).map((line) => line.itemno);
  const open = quote.state === 'sent' && offShelf.length === 0;
  const addresses: AddressChoice[] = open
    ? (await fallback(getAddresses(customer.token, locale), login)).map((address) => ({
        id: address.id,
        isDefault: address.isDefault,
        label: [address.consignee, address.detail, address.city, countryName(address.country, locale)].filter(Boolean).join(', '),
      }))
    : [];
  const placedOrder: PlacedOrder | null =
    quote.state === 'accepted' && quote.orderId !== null ? { orderId: quote.orderId, orderNo: quote.orderNo ?? '' } : null;
  const sent = { date: formatDate(quote.createdAt) };
  return (
    <CentreFrame section="orders" heading={t('heading', { id: quote.id })}>
      <section className={cx(surface.card, styles.section)} data-quote-id={quote.id} data-state={quote.state}>
        <div className={styles.cardHead}>
          <span>
            <strong>{t('forInquiry', { inquiryId: quote.inquiryId })}</strong>
            <span className={text.secondary}> · {quote.staffName ? t('sentBy', { ...sent, name: quote.staffName }) : t('sentByTeam', sent)}</span>
          </span>
          <span className={quoteStyles.state} data-state={quote.state}>
            {t(`state.${quote.state}`)}
          </span>
        </div>
        <p className={text.secondary}>{t('validUntil', { date: formatDateTime(quote.validUntil) })}</p>
        {quote.note ? (
          <>
            <h2 className={styles.sectionHeading}>{t('note')}</h2>
            <p className={quoteStyles.note}>{quote.note}</p>
          </>
        ) : null}
        <h2 className={styles.sectionHeading}>{t('lines')}</h2>
        <QuoteLines quote={quote} />
      </section>

      <section className={cx(surface.card, styles.section)}>
        {quote.state === 'declined' ? <p className={quoteStyles.notice}>{t('declinedNote')}</p> : null}
        {quote.state === 'expired' ? (
          <p className={cx(quoteStyles.notice, text.error)}>{t('expiredNote', { date: formatDateTime(quote.validUntil) })}</p>
        ) : null}
        {quote.state === 'sent' && offShelf.length ? (
          <p className={cx(quoteStyles.notice, text.error)}>{t('offShelfNote', { itemnos: offShelf.join(', ') })}</p>
        ) : null}
        {open || placedOrder ? (
          <IslandMessages paths={['quotes']}>
            <QuoteDecision quoteId={quote.id} addresses={addresses} placedOrder={placedOrder} />
          </IslandMessages>
        ) : null}
      </section>
    </CentreFrame>
  );
}
