import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PurchaseInquiryForm } from '@/components/inquiry/purchase-inquiry-form';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import styles from './page.module.css';

// The same for every visitor: served from Next's cache; the form is an island.
export const revalidate = 3600;

/** The form's texts, and the transport failures its hook puts into words (useQuietFailureText). */
const FORM_MESSAGES = ['inquiry', 'common', 'account.failed'];

type Props = PageProps<'/[locale]/purchase-inquiry'>;

export const generateMetadata = publicMetadata('inquiry', '/purchase-inquiry', { title: 'pageTitle', description: 'pageDescription' });

/** Purchase inquiry (docs/product.md §2.2 contact group, §2.4 item 7): the 24-hour promise and the inquiry form. */
export default async function PurchaseInquiryPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('inquiry');
  return (
    <Container width="md" page>
      <h1 className={styles.heading}>{t('pageTitle')}</h1>
      <p className={styles.intro}>{t('pageIntro')}</p>
      <p className={cx(text.secondary, styles.promise)}>{t('promise')}</p>
      <div className={cx(surface.card, styles.card)}>
        <IslandMessages paths={FORM_MESSAGES}>
          <PurchaseInquiryForm />
        </IslandMessages>
      </div>
    </Container>
  );
}
