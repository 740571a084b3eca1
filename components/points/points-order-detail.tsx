import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import { ApprovalStatusText } from '@/components/trials/trial-status';
import trials from '@/components/trials/trials.module.css';
import { formatDate } from '@/lib/catalogue/dates';
import type { PointsOrder } from '@/contract/points';

/** One exchange: its state, item, points and where it ships. Server markup. */
export function PointsOrderDetail({ order }: { order: PointsOrder }) {
  const t = useTranslations('points');
  return (
    <dl className={cx(surface.card, trials.facts)} data-testid="points-order">
      <dt>{t('status')}</dt>
      <dd>
        <ApprovalStatusText status={order.status} namespace="points" />
      </dd>
      <dt>{t('item')}</dt>
      <dd>
        {order.title} × {order.quantity}
      </dd>
      <dt>{t('points')}</dt>
      <dd>{order.points}</dd>
      <dt>{t('createdAt')}</dt>
      <dd>{formatDate(order.createdAt)}</dd>
      {order.answeredAt ? (
        <>
          <dt>{t('answeredAt')}</dt>
          <dd>{formatDate(order.answeredAt)}</dd>
        </>
      ) : null}
      {order.staffNote ? (
        <>
          <dt>{t('staffNote')}</dt>
          <dd>{order.staffNote}</dd>
        </>
      ) : null}
      <dt>{t('shipTo')}</dt>
      <dd>
        {order.consignee}, {order.mobile}
        <br />
        {order.address}
      </dd>
    </dl>
  );
}
