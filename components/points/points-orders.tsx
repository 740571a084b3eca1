import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import { ApprovalStatusText } from '@/components/trials/trial-status';
import { formatDate } from '@/lib/catalogue/dates';
import type { PointsOrder } from '@/contract/points';

/** The customer's exchanges (points orders) as a table that scrolls inside its box. Server markup. */
export function PointsOrders({ orders }: { orders: PointsOrder[] }) {
  const t = useTranslations('points');
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={cx(surface.table)} data-testid="points-orders">
        <thead>
          <tr>
            <th scope="col">{t('numberHeading')}</th>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('points')}</th>
            <th scope="col">{t('createdAt')}</th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-exchange-id={order.id}>
              <td>
                <LocaleLink href={`/integralOrder-details?id=${order.id}`}>{order.id}</LocaleLink>
              </td>
              <td>
                {order.title} × {order.quantity}
              </td>
              <td>{order.points}</td>
              <td>{formatDate(order.createdAt)}</td>
              <td>
                <ApprovalStatusText status={order.status} namespace="points" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
