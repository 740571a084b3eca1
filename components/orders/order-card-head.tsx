/** An order's head on /my-order and /order-details: its number, the day it was placed and its status. */
import { getTranslations } from 'next-intl/server';
import text from '@/components/ui/text.module.css';
import { formatDate } from '@/lib/catalogue/dates';
import type { OrderStatus } from '@/contract/order-rules';
import styles from './orders.module.css';

interface OrderCardHeadProps {
  order: { orderNo: string; createdAt: string; status: OrderStatus };
}

export async function OrderCardHead({ order }: OrderCardHeadProps) {
  const t = await getTranslations('orders');
  return (
    <div className={styles.cardHead}>
      <span>
        <strong>{t('orderNo', { orderNo: order.orderNo })}</strong>
        <span className={text.secondary}> · {t('placedOn', { date: formatDate(order.createdAt) })}</span>
      </span>
      <span className={styles.status} data-status={order.status}>
        {t(`status.${order.status}`)}
      </span>
    </div>
  );
}
