import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PointsItems } from '@/components/points/points-items';
import styles from '@/components/points/points.module.css';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsBalance, getPointsItems } from '@/lib/api/points';
import { currentCustomer } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { CNY_PER_USD } from '@/contract/pricing';

type Props = PageProps<'/[locale]/integral-mall'>;

export const generateMetadata = publicMetadata('points', '/integral-mall', { title: 'mallTitle', description: 'mallDescription' });

/** The points mall (docs/product.md §2.11): every item with its points; a logged-in customer sees the balance. */
export default async function IntegralMallPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, items, customer] = await Promise.all([getTranslations('points'), fallback(getPointsItems(locale), { main: [] }), currentCustomer()]);
  const balance = customer ? await fallback(getPointsBalance(customer.token, locale), { optional: null }) : null;
  return (
    <Container page>
      <h1 className={text.pageTitle}>{t('mallTitle')}</h1>
      <p className={styles.balance} data-testid="points-balance">
        {balance === null ? <LocaleLink href="/login?redirect=%2Fintegral-mall">{t('loginForBalance')}</LocaleLink> : t('balance', { points: balance })}
      </p>
      <p className={text.secondary}>{t('earnRule', { rate: CNY_PER_USD })}</p>
      {items.length ? <PointsItems items={items} /> : <p className={text.secondary}>{t('empty')}</p>}
    </Container>
  );
}
