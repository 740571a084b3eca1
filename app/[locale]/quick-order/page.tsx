import { getTranslations } from 'next-intl/server';
import { QuickOrderForm } from '@/components/reorder/quick-order-form';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import styles from './page.module.css';

type Props = PageProps<'/[locale]/quick-order'>;

export const generateMetadata = personalMetadata('reorder', { title: 'heading', description: 'metaDescription' });

/**
 * The quick order (docs/product.md §11.6): Cat. Nos. pasted or uploaded into the inquiry list.
 * Gated: the rows are looked up and written by the API against the customer's own list, once per
 * Idempotency-Key; a guest's list lives on the device, so a guest logs in first and comes back.
 */
export default async function QuickOrderPage(props: Props) {
  await openPersonalPage(props, '/quick-order');
  const t = await getTranslations('reorder');
  return (
    <Container page>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={cx(text.secondary, styles.intro)}>
        {t('intro')}{' '}
        <LocaleLink href="/inquire-list" className={text.inlineLink}>
          {t('viewList')}
        </LocaleLink>
      </p>
      <p className={cx(text.secondary, styles.intro)}>{t('rule')}</p>
      <IslandMessages paths={['reorder']}>
        <QuickOrderForm />
      </IslandMessages>
    </Container>
  );
}
