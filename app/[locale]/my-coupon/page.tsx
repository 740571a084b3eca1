import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CouponTerms } from '@/components/orders/coupon-amount';
import styles from '@/components/orders/orders.module.css';
import { cx } from '@/components/ui/class-names';
import { CurrencyNote } from '@/components/ui/currency-note';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getCoupons } from '@/lib/api/orders';
import { formatDate } from '@/lib/catalogue/dates';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { couponStateParam } from '@/lib/orders/order-query';
import { COUPON_STATES, type CouponState } from '@/contract/order-rules';

type Props = PageProps<'/[locale]/my-coupon'>;

const PATH = '/my-coupon';
const PAGE_SIZE = 20;

export const generateMetadata = personalMetadata('orders', { title: 'myCoupons', description: 'couponsDescription' });

const listPath = (state: CouponState, page = 1) => {
  const query = new URLSearchParams();
  if (state !== 'unused') query.set('state', state);
  if (page > 1) query.set('page', String(page));
  const value = query.toString();
  return value ? `${PATH}?${value}` : PATH;
};

/** The customer's coupons by state, each said by its terms, then its name (docs/product.md §11.3). Server markup only. */
export default async function MyCouponPage(props: Props) {
  const { locale, query, page, customer, login } = await openPersonalPage(props, (url) => listPath(couponStateParam(url.query.state), url.page));
  const state = couponStateParam(query.state);
  const t = await getTranslations('orders');
  const coupons = await fallback(getCoupons(customer.token, { page, limit: PAGE_SIZE, state }, locale), login);
  return (
    <CentreFrame section="coupons" heading={t('myCoupons')}>
      <nav aria-label={t('couponTabs')}>
        <ul className={styles.tabs}>
          {COUPON_STATES.map((item) => (
            <li key={item}>
              <LocaleLink href={listPath(item)} className={styles.tab} aria-current={item === state ? 'page' : undefined}>
                {t(`couponState.${item}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      {coupons.list.length === 0 ? (
        <p className={cx(text.secondary, styles.empty)}>{t('noCouponsHere')}</p>
      ) : (
        <ul className={styles.list} aria-label={t(`couponState.${state}`)}>
          {coupons.list.map((coupon) => (
            <li key={coupon.id} className={cx(surface.card, styles.coupon)} data-coupon-id={coupon.id}>
              <div>
                <div className={styles.couponValue}>
                  <CouponTerms coupon={coupon} />
                </div>
                <div>{coupon.title}</div>
              </div>
              <div className={text.secondary}>
                <div>{t('validUntil', { from: formatDate(coupon.validFrom), until: formatDate(coupon.validUntil) })}</div>
                {coupon.usedAt ? <div>{t('usedOn', { date: formatDate(coupon.usedAt) })}</div> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LinkPager page={Math.min(page, coupons.pages)} count={coupons.pages} messages="catalogue" hrefFor={(target) => listPath(state, target)} />
      <CurrencyNote />
    </CentreFrame>
  );
}
