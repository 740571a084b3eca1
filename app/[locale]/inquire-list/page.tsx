import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InquiryListView } from '@/components/inquiry-list/inquiry-list-view';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

// A visitor's own list: rendered per request and kept out of shared caches, even though the
// lines themselves arrive in the island (from the device for guests, the API for customers).
export const dynamic = 'force-dynamic';

/** The list's texts, its prices ('Price on request'), and the failures its hook puts into words. */
const LIST_MESSAGES = [
  'inquiryList',
  'inquiry.success',
  'common',
  'goods.priceOnRequest',
  'goods.priceFrom',
  'goods.listPrice',
  'money',
  'account.failed',
  'orders.settle',
  'orders.settleLogin',
];

type Props = PageProps<'/[locale]/inquire-list'>;

export const generateMetadata = publicMetadata('inquiryList', '/inquire-list', {
  title: 'heading',
  description: 'metaDescription',
  robots: { index: false, follow: false },
});

/** The inquiry list (docs/product.md §2.1 /inquire-list): the heading here, the lines in the island. */
export default async function InquiryListPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, reorder] = await Promise.all([getTranslations('inquiryList'), getTranslations('reorder')]);
  return (
    <Container page>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={cx(text.secondary, styles.intro)}>
        {t('intro')}{' '}
        <LocaleLink href="/quick-order" className={text.inlineLink}>
          {reorder('link')}
        </LocaleLink>
      </p>
      <IslandMessages paths={LIST_MESSAGES}>
        <InquiryListView imageHost={imageHost()} />
      </IslandMessages>
    </Container>
  );
}
