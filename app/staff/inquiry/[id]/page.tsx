/**
 * One inquiry in the console (docs/product.md §6.1): the customer, the message, the goods, the thread
 * with a reply form, closing, the customer's other inquiries, and its quotes with the form that sends one.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { InboxTable } from '@/components/staff/inbox-table';
import { getConsoleInquiry } from '@/lib/api/staff-console';
import { ApiError } from '@/lib/api/errors';
import { positiveId } from '@/lib/query-params';
import { consoleLocale } from '@/lib/staff/console-locale';
import { openConsolePage } from '@/lib/staff/console-page';
import { readConsoleError } from '@/lib/staff/form-outcome';
import { readAsStaff } from '@/lib/staff/staff-session';
import { CODE } from '@/contract/codes';
import { QuoteForm } from '@/components/staff/quote-form';
import { QuoteList } from '@/components/staff/quote-list';
import styles from '../../console.module.css';

export async function generateMetadata({ params }: PageProps<'/staff/inquiry/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.inquiry' });
  return { title: t('heading', { id: positiveId((await params).id) ?? 0 }) };
}

export default async function StaffInquiryPage({ params, searchParams }: PageProps<'/staff/inquiry/[id]'>) {
  const id = positiveId((await params).id);
  if (!id) notFound();
  const { locale, token, staff, t, when } = await openConsolePage();
  const view = await readAsStaff(() => getConsoleInquiry(token, id, locale)).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === CODE.notFound) notFound();
    throw error;
  });
  const query = await searchParams;
  const error = readConsoleError(query.error);
  const { inquiry, thread, history } = view;
  const format = await getFormatter({ locale });
  const yuan = (cny: number) => format.number(cny, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
  const states = { open: t('states.open'), answered: t('states.answered'), closed: t('states.closed') };
  return (
    <>
      <ConsoleBar locale={locale} path={`/staff/inquiry/${id}`} staff={staff} />
      <main id="content" className={styles.shell}>
        <p>
          <a href="/staff">{t('inquiry.back')}</a>
        </p>
        <h1 className={styles.heading}>{t('inquiry.heading', { id })}</h1>
        {query.done === 'replied' ? <p className={styles.notice}>{t('inquiry.replied')}</p> : null}
        {query.done === 'quoted' ? <p className={styles.notice}>{t('quote.sent')}</p> : null}
        {query.done === 'closed' ? <p className={styles.notice}>{t('inquiry.closedDone')}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>{t('inquiry.state')}</dt>
          <dd>
            {states[inquiry.state]}
            {inquiry.overdue ? <strong className={styles.overdueTag}>{t('inbox.overdue')}</strong> : null}
          </dd>
          <dt>{t('inquiry.customer')}</dt>
          <dd>{inquiry.name}</dd>
          <dt>{t('inquiry.company')}</dt>
          <dd>{inquiry.company}</dd>
          <dt>{t('inquiry.email')}</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
          </dd>
          <dt>{t('inquiry.phone')}</dt>
          <dd>{inquiry.phone}</dd>
          <dt>{t('inquiry.country')}</dt>
          <dd>{inquiry.countryName ?? inquiry.country}</dd>
          {inquiry.tm ? (
            <>
              <dt>{t('inquiry.messenger')}</dt>
              <dd>{inquiry.tm}</dd>
            </>
          ) : null}
          <dt>{t('inquiry.account')}</dt>
          <dd>{inquiry.userId ? t('inquiry.accountId', { id: inquiry.userId }) : t('inquiry.guest')}</dd>
          <dt>{t('inquiry.received')}</dt>
          <dd>{when(inquiry.createdAt)}</dd>
          <dt>{t('inquiry.replyBy')}</dt>
          <dd>{when(inquiry.replyBy)}</dd>
        </dl>
        <h2 className={styles.subheading}>{t('inquiry.message')}</h2>
        <p className={styles.message}>{inquiry.message}</p>
        <h2 className={styles.subheading}>{t('inquiry.goods')}</h2>
        {inquiry.goods.length ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('inquiry.catNo')}</th>
                  <th scope="col">{t('inquiry.goodsTitle')}</th>
                  <th scope="col">{t('inquiry.sku')}</th>
                  <th scope="col">{t('inquiry.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {inquiry.goods.map((line) => (
                  <tr key={`${line.goodsId}-${line.skuId}`}>
                    <td>{line.itemno}</td>
                    <td>{line.title}</td>
                    <td>{line.skuDesc ?? ''}</td>
                    <td>{line.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('inquiry.noGoods')}</p>
        )}
        <section aria-labelledby="quote-heading">
          <h2 id="quote-heading" className={styles.subheading}>
            {t('inquiry.quote')}
          </h2>
          <QuoteList
            quotes={view.quotes}
            when={when}
            yuan={yuan}
            texts={{
              empty: t('quote.none'),
              heading: (quoteId) => t('quote.heading', { id: quoteId }),
              sentBy: (name, at) => t('quote.sentBy', { name, at }),
              team: t('inquiry.fromTeam'),
              validUntil: (at) => t('quote.validUntilAt', { at }),
              total: t('quote.total'),
              order: (orderNo) => t('quote.order', { orderNo }),
              states: {
                sent: t('quote.states.sent'),
                accepted: t('quote.states.accepted'),
                declined: t('quote.states.declined'),
                expired: t('quote.states.expired'),
              },
            }}
          />
          <QuoteForm locale={locale} inquiryId={id} goods={inquiry.goods} draft={view.draft} />
        </section>
        <h2 className={styles.subheading}>{t('inquiry.thread')}</h2>
        {thread.length ? (
          <ol className={styles.thread} aria-label={t('inquiry.thread')}>
            {thread.map((message) => (
              <li key={message.id} className={message.author === 'staff' ? styles.threadStaff : undefined}>
                <strong>{message.author === 'customer' ? t('inquiry.fromCustomer') : (message.authorName ?? t('inquiry.fromTeam'))}</strong> ·{' '}
                {when(message.createdAt)}
                <p className={styles.message}>{message.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('inquiry.threadEmpty')}</p>
        )}
        {inquiry.state === 'closed' ? (
          <p>{t('inquiry.closedNote')}</p>
        ) : (
          <>
            <form className={styles.form} method="post" action={`/staff/inquiry/${id}/reply`}>
              <label htmlFor="staff-reply">{t('inquiry.reply')}</label>
              <textarea id="staff-reply" name="reply" maxLength={2000} required />
              <button className={styles.primary} type="submit">
                {t('inquiry.replySubmit')}
              </button>
            </form>
            <form method="post" action={`/staff/inquiry/${id}/close`}>
              <p>
                <button className={styles.secondary} type="submit">
                  {t('inquiry.close')}
                </button>
              </p>
            </form>
          </>
        )}
        <h2 className={styles.subheading}>{t('inquiry.history')}</h2>
        {history.length ? (
          <InboxTable
            rows={history}
            when={when}
            texts={{
              caption: t('inquiry.history'),
              inquiry: t('inbox.inquiry'),
              customer: t('inbox.customer'),
              catNos: t('inbox.catNos'),
              received: t('inbox.received'),
              replyBy: t('inbox.replyBy'),
              state: t('inbox.state'),
              overdue: t('inbox.overdue'),
              states,
            }}
          />
        ) : (
          <p>{t('inquiry.historyEmpty')}</p>
        )}
      </main>
    </>
  );
}
