/** The console's inbox (docs/product.md §6.1): open inquiries first with the overdue leading, a state filter, a search, pages. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { InboxTable, type InboxTexts } from '@/components/staff/inbox-table';
import { getInbox } from '@/lib/api/staff-console';
import { positiveId } from '@/lib/query-params';
import { consoleLocale } from '@/lib/staff/console-locale';
import { openConsolePage } from '@/lib/staff/console-page';
import { readAsStaff } from '@/lib/staff/staff-session';
import { INBOX_STATES, type InboxState } from '@/contract/staff';
import styles from './console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.inbox' });
  return { title: t('heading') };
}

const isState = (value: unknown): value is InboxState => typeof value === 'string' && (INBOX_STATES as readonly string[]).includes(value);

export default async function StaffInboxPage({ searchParams }: PageProps<'/staff'>) {
  const { locale, token, staff, t, when } = await openConsolePage();
  const query = await searchParams;
  const state = isState(query.state) ? query.state : undefined;
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
  const page = positiveId(typeof query.page === 'string' ? query.page : null) ?? 1;
  const inbox = await readAsStaff(() => getInbox(token, { page, state, search: search || undefined }, locale));
  const pages = Math.max(1, Math.ceil(inbox.totalCount / inbox.limit));
  const pageLink = (to: number) => {
    const params = new URLSearchParams({ ...(state ? { state } : {}), ...(search ? { search } : {}), page: String(to) });
    return `/staff?${params}`;
  };
  const texts: InboxTexts = {
    caption: t('inbox.heading'),
    inquiry: t('inbox.inquiry'),
    customer: t('inbox.customer'),
    catNos: t('inbox.catNos'),
    received: t('inbox.received'),
    replyBy: t('inbox.replyBy'),
    state: t('inbox.state'),
    overdue: t('inbox.overdue'),
    states: { open: t('states.open'), answered: t('states.answered'), closed: t('states.closed') },
  };
  return (
    <>
      <ConsoleBar locale={locale} path="/staff" staff={staff} />
      <main id="content" className={styles.shell}>
        <h1 className={styles.heading}>{t('inbox.heading')}</h1>
        <form className={styles.filters} method="get" action="/staff" role="search">
          <label>
            {t('inbox.filterLabel')}
            <select name="state" defaultValue={state ?? ''}>
              <option value="">{t('inbox.all')}</option>
              {INBOX_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('inbox.searchLabel')}
            <input type="search" name="search" defaultValue={search} maxLength={100} />
          </label>
          <button className={styles.secondary} type="submit">
            {t('inbox.searchSubmit')}
          </button>
        </form>
        <p>{t('inbox.total', { count: inbox.totalCount })}</p>
        {inbox.list.length ? <InboxTable rows={inbox.list} texts={texts} when={when} /> : <p>{t('inbox.empty')}</p>}
        {pages > 1 ? (
          <nav className={styles.paging} aria-label={t('inbox.paging')}>
            {page > 1 ? <a href={pageLink(page - 1)}>{t('inbox.previous')}</a> : null}
            <span>{t('inbox.pages', { page, pages })}</span>
            {page < pages ? <a href={pageLink(page + 1)}>{t('inbox.next')}</a> : null}
          </nav>
        ) : null}
      </main>
    </>
  );
}
