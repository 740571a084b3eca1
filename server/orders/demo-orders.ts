/**
 * The demo customer's orders, addresses, coupons, logistics and the ledger its orders made
 * (docs/product.md §10.2, §11): an order in every status, delivered lines carrying real lots of the
 * seeded catalogue (so their certificate opens from the order), two addresses with one default,
 * coupons unused, used and expired. Every order is priced by the pricing rule as it stood on its
 * day, with the member level the payments before it had reached, and every invoice and payment of
 * the ledger names one of these orders for what it charged. Deterministic: goods are the first
 * seeded lots' goods, times are offsets from `now`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, goods, ledgerEntries, lots, orderLines, orderLogistics, orders, receivingAddresses, skus, type AddressSnapshot } from '../db/schema';
import { levelFor } from '../wallet/level';
import { priceSellable, type SellableLine } from './pricing';
import { orderLineRows, orderPriceColumns } from './reckoning';
import { priceOrder, toFen, toYuan, type CouponTerms } from '../../contract/pricing';
import { orderNoOf, type OrderStatus } from '../../contract/order-rules';
import type { DemoCustomerSeeder } from '../seed/demo-customer';

const DAY_MS = 24 * 60 * 60 * 1000;

const HOME: AddressSnapshot = {
  consignee: 'Mei Chen',
  mobile: '13812345678',
  country: 'CN',
  province: 'Jiangsu',
  city: 'Nanjing',
  district: 'Qixia',
  detail: 'Institute of Cell Biology, 163 Xianlin Avenue, Room 512',
  postcode: '210023',
  company: 'Chen Lab, Institute of Cell Biology',
};
const CORE_FACILITY: AddressSnapshot = {
  consignee: 'Li Wei',
  mobile: '13987654321',
  country: 'CN',
  province: 'Shanghai',
  city: 'Shanghai',
  district: 'Pudong',
  detail: 'Core Facility, 88 Zhangjiang Road, Building 2',
  postcode: '201203',
  company: 'Zhangjiang Imaging Core',
};

/** Goods with a lot and a priced SKU, one row per goods item, each with its lot. */
async function stockWithLots(db: Db): Promise<{ line: Omit<SellableLine, 'quantity'>; batch: string }[]> {
  const rows = await db
    .selectDistinctOn([lots.goodsId], {
      goodsId: lots.goodsId,
      skuId: skus.id,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      imgCover: goods.imgCover,
      skuDescEn: skus.skuDescEn,
      skuDescZh: skus.skuDescZh,
      listPrice: skus.skuPrice,
      batch: lots.batch,
    })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .innerJoin(skus, eq(skus.goodsId, lots.goodsId))
    .where(sql`${skus.skuPrice} > 0`)
    .orderBy(asc(lots.goodsId), asc(skus.sort), asc(skus.id), asc(lots.id))
    .limit(12);
  return rows.map(({ batch, ...line }) => ({ line, batch }));
}

type Stock = Awaited<ReturnType<typeof stockWithLots>>[number];

/** What the customer was invoiced for an order and paid of it, in days after the order. */
interface Billing {
  invoicedAfter: number;
  paid?: { after: number; share: number };
}

interface DemoOrder {
  status: OrderStatus;
  daysAgo: number;
  /** `quantity`, or enough units for the line to reach `atLeast` CNY at list price. */
  lines: { stock: Stock; quantity: number; atLeast?: number; delivered: 'all' | number }[];
  coupon?: CouponTerms & { id: number; titleEn: string; titleZh: string };
  address: AddressSnapshot;
  invoice: { type: 'none' | 'ordinary' | 'vat'; title: string; taxNo: string };
  events: { hoursAfter: number; en: string; zh: string; location: string }[];
  billing?: Billing;
}

const DOCUMENT_YEAR = (at: Date) => at.getUTCFullYear();

export const seedDemoOrders: DemoCustomerSeeder = async (db, userId, now) => {
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY_MS + hours * 60 * 60 * 1000);

  await db.insert(receivingAddresses).values([
    { userId, ...HOME, isDefault: true, createdAt: at(150), updatedAt: at(150) },
    { userId, ...CORE_FACILITY, isDefault: false, createdAt: at(60), updatedAt: at(60) },
  ]);

  // Titles are names only: the pages say each coupon's terms from its numbers, in their own currency.
  const loyalty = { titleEn: 'Loyalty coupon', titleZh: '老客优惠券' };
  const usedCoupon = await db
    .insert(coupons)
    .values([
      {
        userId,
        titleEn: 'Restock coupon',
        titleZh: '补货优惠券',
        kind: 'amount',
        amountOff: 50,
        threshold: 500,
        validFrom: at(30),
        validUntil: at(-60),
        createdAt: at(30),
      },
      {
        userId,
        titleEn: 'Antibody coupon',
        titleZh: '抗体优惠券',
        kind: 'percent',
        percentOff: 10,
        threshold: 0,
        validFrom: at(10),
        validUntil: at(-20),
        createdAt: at(10),
      },
      { userId, ...loyalty, kind: 'amount', amountOff: 100, threshold: 1000, validFrom: at(90), validUntil: at(-30), createdAt: at(90) },
      {
        userId,
        titleEn: 'Welcome coupon',
        titleZh: '新客优惠券',
        kind: 'amount',
        amountOff: 20,
        threshold: 0,
        validFrom: at(200),
        validUntil: at(100),
        createdAt: at(200),
      },
    ])
    .returning()
    .then((rows) => rows.find((row) => row.titleEn === loyalty.titleEn));

  const stock = await stockWithLots(db);
  if (stock.length < 6) return;
  const pick = (index: number) => stock[index % stock.length] as Stock;
  const none = { type: 'none' as const, title: '', taxNo: '' };
  const vat = { type: 'vat' as const, title: 'Institute of Cell Biology', taxNo: '12100000400012345X' };
  const shipped = (days: number) => [
    { hoursAfter: 20, en: 'Picked up by SF Express', zh: '顺丰速运已揽收', location: 'Nanjing' },
    { hoursAfter: 30, en: 'In transit: departed the Nanjing hub', zh: '运输中：已离开南京转运中心', location: 'Nanjing' },
    ...(days > 0 ? [{ hoursAfter: 48, en: 'Delivered and signed for', zh: '已签收', location: 'Nanjing' }] : []),
  ];
  // Oldest first: the payments of the early orders lift the customer to Silver before the later ones.
  const demo: DemoOrder[] = [
    {
      status: 'completed',
      daysAgo: 130,
      lines: [
        { stock: pick(8), quantity: 1, atLeast: 7000, delivered: 'all' },
        { stock: pick(9), quantity: 1, atLeast: 5000, delivered: 'all' },
      ],
      address: HOME,
      invoice: vat,
      events: shipped(1),
      billing: { invoicedAfter: 2, paid: { after: 30, share: 1 } },
    },
    {
      status: 'completed',
      daysAgo: 75,
      lines: [{ stock: pick(10), quantity: 1, atLeast: 6000, delivered: 'all' }],
      address: CORE_FACILITY,
      invoice: vat,
      events: shipped(1),
      billing: { invoicedAfter: 2, paid: { after: 30, share: 1 } },
    },
    {
      status: 'completed',
      daysAgo: 40,
      lines: [{ stock: pick(6), quantity: 4, delivered: 'all' }],
      address: HOME,
      invoice: none,
      events: shipped(1),
      ...(usedCoupon ? { coupon: { ...usedCoupon, kind: 'amount' as const } } : {}),
      billing: { invoicedAfter: 2, paid: { after: 25, share: 0.5 } },
    },
    { status: 'canceled', daysAgo: 25, lines: [{ stock: pick(7), quantity: 1, delivered: 0 }], address: HOME, invoice: none, events: [] },
    {
      status: 'delivered',
      daysAgo: 12,
      lines: [
        { stock: pick(4), quantity: 1, delivered: 'all' },
        { stock: pick(5), quantity: 2, delivered: 'all' },
      ],
      address: HOME,
      invoice: vat,
      events: shipped(1),
      billing: { invoicedAfter: 9 },
    },
    {
      status: 'partial',
      daysAgo: 6,
      lines: [
        { stock: pick(2), quantity: 3, delivered: 2 },
        { stock: pick(3), quantity: 1, delivered: 0 },
      ],
      address: CORE_FACILITY,
      invoice: { type: 'ordinary', title: 'Zhangjiang Imaging Core', taxNo: '' },
      events: shipped(0),
    },
    {
      status: 'pending',
      daysAgo: 1,
      lines: [
        { stock: pick(0), quantity: 2, delivered: 0 },
        { stock: pick(1), quantity: 1, delivered: 0 },
      ],
      address: HOME,
      invoice: none,
      events: [],
    },
  ];

  /** Payments received so far, by the day they arrived: the level an order is priced at. */
  const payments: { at: Date; amount: number }[] = [];
  for (const [index, order] of demo.entries()) {
    const created = at(order.daysAgo);
    const sellable = order.lines.map(({ stock: { line }, quantity, atLeast }) => ({
      ...line,
      quantity: atLeast === undefined ? quantity : Math.max(quantity, Math.ceil(atLeast / line.listPrice)),
    }));
    const priced = await priceSellable(db, sellable, created);
    const spent = payments.filter((payment) => payment.at < created).reduce((sum, payment) => sum + payment.amount, 0);
    const level = levelFor(spent);
    const price = priceOrder({ lines: priced.lines.map((line) => line.price), levelPercentOff: level.discount, coupon: order.coupon });
    const member = price.level ? { level: level.level, percentOff: price.level.percentOff, discount: toYuan(price.level.savedFen) } : null;
    const [row] = await db
      .insert(orders)
      .values({
        userId,
        status: order.status,
        ...orderPriceColumns(price, member),
        couponId: order.coupon?.id ?? null,
        couponTitleEn: order.coupon?.titleEn ?? null,
        couponTitleZh: order.coupon?.titleZh ?? null,
        address: order.address,
        invoiceType: order.invoice.type,
        invoiceTitle: order.invoice.title,
        invoiceTaxNo: order.invoice.taxNo,
        carrier: order.events.length ? 'SF Express' : null,
        trackingNo: order.events.length ? `SF14${String(order.daysAgo).padStart(3, '0')}2026017` : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: orders.id });
    if (!row) continue;
    const lineRows = orderLineRows(row.id, priced).map((line, sort) => {
      const demoLine = order.lines[sort];
      const delivered = demoLine
        ? demoLine.delivered === 'all'
          ? line.quantity
          : demoLine.delivered
        : order.lines[0]?.delivered === 'all'
          ? line.quantity
          : 0;
      const batch = demoLine?.stock.batch ?? order.lines[0]?.stock.batch ?? null;
      return { ...line, deliveredQuantity: delivered, lotBatch: delivered > 0 ? batch : null };
    });
    await db.insert(orderLines).values(lineRows);
    if (order.coupon) await db.update(coupons).set({ usedAt: created, usedOrderId: row.id }).where(eq(coupons.id, order.coupon.id));
    if (order.events.length) {
      await db.insert(orderLogistics).values(
        order.events.map((event) => ({
          orderId: row.id,
          at: new Date(created.getTime() + event.hoursAfter * 60 * 60 * 1000),
          textEn: event.en,
          textZh: event.zh,
          location: event.location,
        })),
      );
    }
    if (order.billing) {
      const orderNo = orderNoOf(row.id, created);
      const total = toYuan(price.totalFen);
      const invoicedAt = at(order.daysAgo - order.billing.invoicedAfter);
      const serial = String(index + 1).padStart(4, '0');
      await db.insert(ledgerEntries).values({
        userId,
        kind: 'invoice',
        amount: total,
        orderNo,
        documentNo: `INV-${DOCUMENT_YEAR(invoicedAt)}-${serial}`,
        occurredAt: invoicedAt,
        dueAt: new Date(invoicedAt.getTime() + 30 * DAY_MS),
      });
      const { paid } = order.billing;
      if (paid) {
        const paidAt = at(order.daysAgo - paid.after);
        const amount = toYuan(Math.round(toFen(total) * paid.share));
        await db
          .insert(ledgerEntries)
          .values({ userId, kind: 'payment', amount, orderNo, documentNo: `RC-${DOCUMENT_YEAR(paidAt)}-${serial}`, occurredAt: paidAt, dueAt: null });
        payments.push({ at: paidAt, amount });
      }
    }
  }
};
