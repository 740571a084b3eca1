import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { SettlementLines } from '@/components/orders/settlement-lines';
import { SettlementForm } from '@/components/orders/settlement-form';
import styles from '@/components/orders/orders.module.css';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { isApiError, API_CODE, type ApiError } from '@/lib/api/errors';
import { failureTextWith } from '@/lib/api/failure-text';
import { fallback } from '@/lib/api/fallback';
import { getSettlement, type Settlement } from '@/lib/api/orders';
import { countryName } from '@/lib/company/distributors';
import { openPersonalPage, type PersonalPageUrl } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { settlementGoodsParam, settlementGoodsValue } from '@/lib/orders/order-query';

type Props = PageProps<'/[locale]/order-info'>;

/** The form's texts, and the address dialog's country selector's. */
const FORM_MESSAGES = ['orders', 'inquiry', 'common', 'money', 'userLevel.levels'];

export const generateMetadata = personalMetadata('orders', { title: 'settleHeading', description: 'ordersDescription' });

/**
 * A refusal the customer can act on (a line not sellable, not in the list: Back from a placed
 * order) is shown as its sentence (lib/api/failure-message.ts), not thrown; its msg is logged.
 */
async function settlementOrRefusal(pending: Promise<Settlement>): Promise<Settlement | ApiError> {
  try {
    return await pending;
  } catch (error) {
    if (isApiError(error) && (error.code === API_CODE.invalid || error.code === API_CODE.notFound)) {
      console.warn(`[order-info] settlement refused: ${error.code} ${error.msg}`);
      return error;
    }
    throw error;
  }
}

/** Back to the same lines chosen for settlement. */
function returnToSettlement({ query }: PersonalPageUrl): string {
  const goods = settlementGoodsParam(query.goods);
  return goods.length ? `/order-info?goods=${settlementGoodsValue(goods)}` : '/order-info';
}

/**
 * Settlement (docs/product.md §11.2): the inquiry-list lines chosen (?goods=id:sku,…) priced now,
 * then address, coupon and invoice in the island, and 'Submit order'.
 */
export default async function OrderInfoPage(props: Props) {
  const { locale, query, customer, login } = await openPersonalPage(props, returnToSettlement);
  const goods = settlementGoodsParam(query.goods);
  const t = await getTranslations('orders');
  const settlement = goods.length ? await fallback(settlementOrRefusal(getSettlement(customer.token, goods, locale)), login) : null;

  if (settlement === null || isApiError(settlement)) {
    const reason = settlement ? failureTextWith(await getTranslations())(settlement) : null;
    return (
      <CentreFrame section="orders" heading={t('settleHeading')}>
        <p className={styles.empty} role={reason ? 'alert' : undefined}>
          {reason ? t('settleFailed', { reason }) : t('nothingToSettle')} <LocaleLink href="/inquire-list">{t('backToList')}</LocaleLink>
        </p>
      </CentreFrame>
    );
  }
  return (
    <CentreFrame section="orders" heading={t('settleHeading')}>
      <p className={text.secondary}>{t('settleIntro')}</p>
      <section className={cx(surface.card, styles.section)}>
        <h2 className={styles.sectionHeading}>{t('lines')}</h2>
        <SettlementLines lines={settlement.lines} gifts={settlement.gifts} />
      </section>
      <IslandMessages paths={FORM_MESSAGES}>
        <SettlementForm
          goods={goods}
          figures={{
            listAmount: settlement.listAmount,
            promotionDiscount: settlement.promotionDiscount,
            goodsAmount: settlement.goodsAmount,
            memberDiscount: settlement.memberDiscount,
            discount: settlement.discount,
            totalAmount: settlement.totalAmount,
          }}
          addresses={settlement.addresses.map((address) => ({ ...address, countryName: countryName(address.country, locale) }))}
          coupons={settlement.coupons.map((coupon) => ({ id: coupon.id, title: coupon.title, discount: coupon.discount }))}
        />
      </IslandMessages>
    </CentreFrame>
  );
}
