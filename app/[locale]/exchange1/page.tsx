import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ExchangeSteps } from '@/components/points/exchange-steps';
import styles from '@/components/points/points.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsBalance, getPointsItem } from '@/lib/api/points';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { localePath } from '@/lib/i18n/locales';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { MAX_EXCHANGE_QUANTITY } from '@/contract/points';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/exchange1'>;

export const generateMetadata = personalMetadata('points', { title: 'mallTitle', description: 'mallDescription' });

/** Step 1 of an exchange (docs/product.md §2.11): the item and its quantity, a plain GET form to step 2. */
export default async function ExchangeStepOnePage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/exchange1'));
  if (!id) notFound();
  const [t, item, balance] = await Promise.all([
    getTranslations('points'),
    orNotFound(getPointsItem(id, locale)),
    fallback(getPointsBalance(customer.token, locale), login),
  ]);
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{item.title}</h1>
      <ExchangeSteps current={1} />
      <p className={styles.balance}>{t('balance', { points: balance })}</p>
      <form method="get" action={localePath(locale, '/exchange2')} className={cx(surface.card, styles.item)}>
        <input type="hidden" name="id" value={item.id} />
        <span className={styles.points}>{t('pointsValue', { points: item.points })}</span>
        <label className={styles.quantity}>
          {t('quantity')}
          <input type="number" name="quantity" min={1} max={MAX_EXCHANGE_QUANTITY} defaultValue={1} required />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={cx(button.base, button.contained)}>
            {t('next')}
          </button>
        </div>
      </form>
    </Container>
  );
}
