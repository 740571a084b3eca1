/**
 * Staff moving orders through their states (docs/product.md §11.2):
 *   npm run orders                                   newest orders first (--status S, --user N, --limit N)
 *   npm run orders -- --deliver <id> --lot AB1-2406A everything still owed ships with that lot
 *   npm run orders -- --deliver <id> --line <lineId>:<quantity>:<lot> [--line …]   part of the lines
 *        (with --deliver: --carrier "SF Express" --tracking SF123 --note "…")
 *   npm run orders -- --complete <id> | --cancel <id>
 *   npm run orders -- --event <id> --note "Arrived at the Nanjing hub" [--location Nanjing]
 *   npm run orders -- --coupon <userId> --amount 50 [--threshold 500] [--days 30] | --percent 10
 * It asks the running API (API_BASE_URL, else http://127.0.0.1:$API_PORT) with the staff token
 * (STAFF_TOKEN, else DATA_DIR/staff-token); with no API answering it opens the database itself.
 */
import { parseArgs } from 'node:util';
import type { Db } from '../server/db/client';
import { connectStaff, runStaffCommand, UsageError, type StaffRoutes } from './staff/staff-client';
import { checkStatus, LIST_OPTIONS, positiveNumber as positive, showList } from './staff/staff-list';
import { addLogisticsEvent, deliverOrder, listStaffOrders, moveOrder } from '../server/orders/order-staff';
import { giveStaffCoupon } from '../server/coupons/coupons';
import { ORDER_STATUSES } from '../contract/order-rules';
import { DeliverOrderRequest, GiveCouponRequest, LogisticsEventRequest, StaffOrderIdRequest, StaffOrdersRequest, type OrderDetail } from '../contract/orders';

type StaffOrder = OrderDetail & { userId: number; deleted: boolean };

/** The staff routes this command uses, answered on the database when no API runs. */
const databaseRoutes = (db: Db): StaffRoutes => ({
  '/staff/orders': (body) => listStaffOrders(db, StaffOrdersRequest.parse(body)),
  '/staff/orders/deliver': (body) => deliverOrder(db, DeliverOrderRequest.parse(body)),
  '/staff/orders/complete': (body) => moveOrder(db, StaffOrderIdRequest.parse(body).id, 'completed'),
  '/staff/orders/cancel': (body) => moveOrder(db, StaffOrderIdRequest.parse(body).id, 'canceled'),
  '/staff/orders/logistics': (body) => addLogisticsEvent(db, LogisticsEventRequest.parse(body)),
  '/staff/coupons/give': async (body) => ({ id: await giveStaffCoupon(db, GiveCouponRequest.parse(body)) }),
});

function readOptions() {
  const { values } = parseArgs({
    options: {
      ...LIST_OPTIONS,
      deliver: { type: 'string' },
      lot: { type: 'string' },
      line: { type: 'string', multiple: true },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      note: { type: 'string' },
      location: { type: 'string' },
      complete: { type: 'string' },
      cancel: { type: 'string' },
      event: { type: 'string' },
      coupon: { type: 'string' },
      amount: { type: 'string' },
      percent: { type: 'string' },
      threshold: { type: 'string' },
      days: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  checkStatus(values, ORDER_STATUSES);
  const lines = (values.line ?? []).map((text) => {
    const [lineId, quantity, lotBatch] = text.split(':');
    if (!lineId || !quantity || !lotBatch) throw new UsageError(`--line takes <lineId>:<quantity>:<lot>, got '${text}'`);
    return { lineId: positive(lineId, 'line'), quantity: positive(quantity, 'line'), lotBatch };
  });
  return { ...values, lines };
}

const money = (value: number) => `¥${value.toFixed(2)}`;

/** The order's savings as the customer saw them at settlement (docs/product.md §11.4). */
const savings = (order: StaffOrder) =>
  [order.promotionDiscount, order.memberDiscount?.discount ?? 0, order.discount].map((amount) => (amount ? `-${money(amount)}` : '-')).join(' / ');

const lineText = (line: StaffOrder['lines'][number]) =>
  `${line.id}:${line.itemno}×${line.quantity} ${line.gift ? 'gift' : `at ${money(line.unitPrice)}`}${line.deliveredQuantity ? ` (sent ${line.deliveredQuantity}${line.lotBatch ? `, lot ${line.lotBatch}` : ''})` : ''}`;

const HEADER =
  '   id  order no          status     user        total  savings (promotions / member / coupon)  date        lines (lineId:Cat.No.×qty at unit price)';

const cells = (order: StaffOrder) => [
  String(order.id).padStart(5),
  order.orderNo.padEnd(16),
  order.status.padEnd(9),
  String(order.userId).padStart(5),
  money(order.totalAmount).padStart(11),
  savings(order).padEnd(30),
  order.createdAt.slice(0, 10),
  order.lines.map(lineText).join('; '),
];

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(
      'usage: npm run orders -- [--status S] [--user N] [--limit N] | --deliver <id> (--lot L | --line id:qty:lot …) | --complete <id> | --cancel <id> | --event <id> --note T | --coupon <userId> (--amount A | --percent P)',
    );
    return;
  }
  const staff = await connectStaff(databaseRoutes);
  try {
    const show = (order: StaffOrder, what: string) => console.log(`Order ${order.id} (${order.orderNo}) ${what}: now ${order.status}.`);
    if (options.deliver) {
      const order = await staff.call<StaffOrder>('/staff/orders/deliver', {
        id: positive(options.deliver, 'deliver'),
        lines: options.lines,
        lotBatch: options.lot,
        carrier: options.carrier,
        trackingNo: options.tracking,
        note: options.note,
      });
      return show(order, 'delivered');
    }
    if (options.complete) return show(await staff.call<StaffOrder>('/staff/orders/complete', { id: positive(options.complete, 'complete') }), 'completed');
    if (options.cancel) return show(await staff.call<StaffOrder>('/staff/orders/cancel', { id: positive(options.cancel, 'cancel') }), 'cancelled');
    if (options.event) {
      if (!options.note) throw new UsageError('--event needs --note "what happened"');
      const order = await staff.call<StaffOrder>('/staff/orders/logistics', {
        id: positive(options.event, 'event'),
        text: options.note,
        location: options.location ?? '',
      });
      return show(order, 'has a new logistics event');
    }
    if (options.coupon) {
      const amountOff = positive(options.amount, 'amount');
      const percentOff = positive(options.percent, 'percent');
      if ((amountOff === undefined) === (percentOff === undefined)) throw new UsageError('--coupon needs either --amount or --percent');
      const threshold = positive(options.threshold, 'threshold') ?? 0;
      // The title is a name only; the pages say the terms from the numbers, in their own currency.
      const name = { title: 'Gift coupon', titleZh: '赠送优惠券' };
      const terms = `${amountOff !== undefined ? `¥${amountOff}` : `${percentOff}%`} off${threshold ? ` orders over ¥${threshold}` : ''}`;
      const { id } = await staff.call<{ id: number }>('/staff/coupons/give', {
        userId: positive(options.coupon, 'coupon'),
        ...name,
        amountOff,
        percentOff,
        threshold,
        validDays: positive(options.days, 'days') ?? 30,
      });
      console.log(`Coupon ${id}, '${name.title}' (${terms}), given to customer ${options.coupon}.`);
      return;
    }
    await showList(staff, '/staff/orders', options, { positive, header: HEADER, cells, noun: 'orders' });
  } finally {
    await staff.close();
  }
}

runStaffCommand('orders', main);
