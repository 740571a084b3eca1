import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ExchangeConfirmForm } from '@/components/points/exchange-confirm-form';
import { ExchangeSteps } from '@/components/points/exchange-steps';
import styles from '@/components/points/points.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsBalance, getPointsItem } from '@/lib/api/points';
import { openPersonalPage, type PersonalPageUrl } from '@/lib/customer/personal-page';
import { defaultShipping } from '@/lib/customer/default-shipping';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { quantityParam } from '@/lib/points/points-pages';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/exchange2'>;

/** The confirmation island's texts. */
const FORM_MESSAGES = [
  'points.consignee',
  'points.mobile',
  'points.address',
  'points.confirm',
  'points.submitting',
  'points.required',
  'points.mobileInvalid',
  'points.failed',
];

/** Back to step 2 with the item and the quantity chosen in step 1. */
function returnToStepTwo({ id, query }: PersonalPageUrl): string {
  return id ? `/exchange2?id=${id}&quantity=${quantityParam(query.quantity)}` : '/exchange2';
}

export const generateMetadata = personalMetadata('points', { title: 'mallTitle', description: 'mallDescription' });

/**
 * Step 2 (docs/product.md §2.11): the points the exchange takes against the balance, then the
 * shipping address (prefilled from the default receiving address) and the confirmation. A balance that does not cover it says so before the form.
 */
export default async function ExchangeStepTwoPage(props: Props) {
  const { locale, query, id, customer, login } = await openPersonalPage(props, returnToStepTwo);
  if (!id) notFound();
  const quantity = quantityParam(query.quantity);
  const [t, item, balance, shipping] = await Promise.all([
    getTranslations('points'),
    orNotFound(getPointsItem(id, locale)),
    fallback(getPointsBalance(customer.token, locale), login),
    defaultShipping(customer.token, locale),
  ]);
  const cost = item.points * quantity;
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{item.title}</h1>
      <ExchangeSteps current={2} />
      <div className={cx(surface.card, styles.item)}>
        <span>
          {item.title} × {quantity}
        </span>
        <span className={styles.points} data-testid="exchange-total">
          {t('total', { points: t('pointsValue', { points: cost }) })}
        </span>
        <span>{t('balance', { points: balance })}</span>
      </div>
      {balance < cost ? (
        <p className={cx(text.error, styles.balance)} role="alert">
          {t('notEnough', { balance, cost })}
        </p>
      ) : (
        <IslandMessages paths={FORM_MESSAGES}>
          <ExchangeConfirmForm itemId={item.id} quantity={quantity} shipping={shipping} />
        </IslandMessages>
      )}
      <div className={styles.actions}>
        <LocaleLink href={`/exchange1?id=${item.id}`}>{t('back')}</LocaleLink>
      </div>
    </Container>
  );
}
