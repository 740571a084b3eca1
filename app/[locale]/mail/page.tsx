import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { MailFilterBar } from '@/components/centre/mail-filter-bar';
import { MailList, type MailItem } from '@/components/centre/mail-list';
import { CentreEmpty } from '@/components/centre/centre-empty';
import { CentreFrame } from '@/components/customer/centre-frame';
import { IslandMessages } from '@/components/ui/island-messages';
import { getMessages } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { formatDate } from '@/lib/catalogue/dates';
import { requireCustomer } from '@/lib/customer/customer-page';
import { mailHref, mailQuery } from '@/lib/customer/mail-filter';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';

type Props = PageProps<'/[locale]/mail'>;

const PAGE_SIZE = 10;
/** The list island's texts, and the failures its toasts put into words. */
const LIST_MESSAGES = ['mail', 'account.failed', 'common'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'mail', { title: 'title', description: 'description' });
}

/** The message centre (docs/product.md §2.2 /mail, §10.1): filter, read, mark all read, delete; paged. */
export default async function MailPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = mailQuery(await searchParams);
  const returnPath = mailHref(query);
  const customer = await requireCustomer(locale, returnPath);
  const [t, messages] = await Promise.all([
    getTranslations('mail'),
    fallback(getMessages(customer.token, { page: query.page, limit: PAGE_SIZE }, { kind: query.kind, unread: query.unread }, locale), {
      login: returnPath,
      locale,
    }),
  ]);
  if (!messages.list.length && messages.total > 0 && query.page > messages.pages) redirect({ href: mailHref({ ...query, page: messages.pages }), locale });
  const items = messages.list.map((message): MailItem => ({
    id: message.id,
    kindLabel: t(`kinds.${message.kind}`),
    subject: message.subject,
    body: message.body,
    link: message.link,
    hasRead: message.hasRead,
    day: formatDate(message.createdAt),
  }));
  return (
    <CentreFrame section="mail" heading={t('title')}>
      <MailFilterBar query={query} />
      <IslandMessages paths={LIST_MESSAGES}>
        <MailList key={returnPath} messages={items} unread={messages.unread} empty={<CentreEmpty text={t('empty')} />} />
      </IslandMessages>
      <LinkPager page={Math.min(query.page, messages.pages)} count={messages.pages} messages="catalogue" hrefFor={(page) => mailHref({ ...query, page })} />
    </CentreFrame>
  );
}
