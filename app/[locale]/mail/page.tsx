import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { MailFilterBar } from '@/components/centre/mail-filter-bar';
import { MailList, type MailItem } from '@/components/centre/mail-list';
import { CentreEmpty } from '@/components/centre/centre-empty';
import { CentreFrame } from '@/components/customer/centre-frame';
import { IslandMessages } from '@/components/ui/island-messages';
import { getMessages } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { formatDate } from '@/lib/catalogue/dates';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { mailHref, mailQuery } from '@/lib/customer/mail-filter';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/mail'>;

const PAGE_SIZE = 10;
/** The list island's texts, and the failures its toasts put into words. */
const LIST_MESSAGES = ['mail', 'account.failed', 'common'];

export const generateMetadata = personalMetadata('mail', { title: 'title', description: 'description' });

/** The message centre (docs/product.md §2.2 /mail, §10.1): filter, read, mark all read, delete; paged. */
export default async function MailPage(props: Props) {
  const { locale, query, customer, login } = await openPersonalPage(props, (url) => mailHref(mailQuery(url.query)));
  const filter = mailQuery(query);
  const pageHref = (page: number) => mailHref({ ...filter, page });
  const [t, messages] = await Promise.all([
    getTranslations('mail'),
    fallback(getMessages(customer.token, { page: filter.page, limit: PAGE_SIZE }, { kind: filter.kind, unread: filter.unread }, locale), login),
  ]);
  keepWithinLastPage(messages, filter.page, pageHref, locale);
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
      <MailFilterBar query={filter} />
      <IslandMessages paths={LIST_MESSAGES}>
        <MailList key={mailHref(filter)} messages={items} unread={messages.unread} empty={<CentreEmpty text={t('empty')} />} />
      </IslandMessages>
      <LinkPager page={Math.min(filter.page, messages.pages)} count={messages.pages} messages="catalogue" hrefFor={pageHref} />
    </CentreFrame>
  );
}
