/**
 * The demo customer's orders, addresses, coupons and logistics (docs/product.md §11): an order in
 * every status, delivered lines carrying real lots of the seeded catalogue (so their certificate
 * opens from the order), two addresses with one default, coupons unused, used and expired.
 * Deterministic: goods are the first seeded lots' goods, times are offsets from `now`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, goods, lots, orderLines, orderLogistics, orders, receivingAddresses, skus, type AddressSnapshot } from '../db/schema';
import { toFen, toYuan } from './money';
import type { OrderStatus } from '../../contract/order-rules';
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

interface Stock {
  goodsId: number;
  skuId: number;
  itemno: string;
  titleEn: string;
  titleZh: string;
  skuDescEn: string;
  skuDescZh: string;
  price: number;
  batch: string;
}

/** Goods with a lot and a priced SKU, one row per goods item. */
async function stockWithLots(db: Db): Promise<Stock[]> {
  const rows = await db
    .selectDistinctOn([lots.goodsId], {
      goodsId: lots.goodsId,
      skuId: skus.id,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      skuDescEn: skus.skuDescEn,
      skuDescZh: skus.skuDescZh,
      price: skus.skuPrice,
      batch: lots.batch,
    })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .innerJoin(skus, eq(skus.goodsId, lots.goodsId))
    .where(sql`${skus.skuPrice} > 0`)
    .orderBy(asc(lots.goodsId), asc(skus.sort), asc(skus.id), asc(lots.id))
    .limit(12);
  return rows;
}

interface DemoOrder {
  status: OrderStatus;
  daysAgo: number;
  lines: { stock: Stock; quantity: number; delivered: number }[];
  couponId?: number;
  address: AddressSnapshot;
  invoice: { type: 'none' | 'ordinary' | 'vat'; title: string; taxNo: string };
  events: { hoursAfter: number; en: string; zh: string; location: string }[];
}

export const seedDemoOrders: DemoCustomerSeeder = async (db, userId, now) => {
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY_MS + hours * 60 * 60 * 1000);

  await db.insert(receivingAddresses).values([
    { userId, ...HOME, isDefault: true, createdAt: at(120), updatedAt: at(120) },
    { userId, ...CORE_FACILITY, isDefault: false, createdAt: at(60), updatedAt: at(60) },
  ]);

  const usedCoupon = await db
    .insert(coupons)
    .values([
      { userId, titleEn: '¥50 off orders over ¥500', titleZh: '满500减50', kind: 'amount', amountOff: 50, threshold: 500, validFrom: at(30), validUntil: at(-60), createdAt: at(30) },
      { userId, titleEn: '10% off antibodies', titleZh: '抗体九折', kind: 'percent', percentOff: 10, threshold: 0, validFrom: at(10), validUntil: at(-20), createdAt: at(10) },
      { userId, titleEn: '¥100 off orders over ¥1000', titleZh: '满1000减100', kind: 'amount', amountOff: 100, threshold: 1000, validFrom: at(90), validUntil: at(-30), createdAt: at(90) },
      { userId, titleEn: 'New customer ¥20 off', titleZh: '新客立减20', kind: 'amount', amountOff: 20, threshold: 0, validFrom: at(200), validUntil: at(100), createdAt: at(200) },
    ])
    .returning({ id: coupons.id, titleEn: coupons.titleEn })
    .then((rows) => rows.find((row) => row.titleEn.startsWith('¥100')));

  const stock = await stockWithLots(db);
  if (stock.length < 6) return;
  const pick = (index: number) => stock[index % stock.length] as Stock;
  const none = { type: 'none' as const, title: '', taxNo: '' };
  const shipped = (days: number) => [
    { hoursAfter: 20, en: 'Picked up by SF Express', zh: '顺丰速运已揽收', location: 'Nanjing' },
    { hoursAfter: 30, en: 'In transit: departed the Nanjing hub', zh: '运输中：已离开南京转运中心', location: 'Nanjing' },
    ...(days > 0 ? [{ hoursAfter: 48, en: 'Delivered and signed for', zh: '已签收', location: 'Nanjing' }] : []),
  ];
  const demo: DemoOrder[] = [
    { status: 'pending', daysAgo: 1, lines: [{ stock: pick(0), quantity: 2, delivered: 0 }, { stock: pick(1), quantity: 1, delivered: 0 }], address: HOME, invoice: none, events: [] },
    {
      status: 'partial',
      daysAgo: 6,
      lines: [{ stock: pick(2), quantity: 3, delivered: 2 }, { stock: pick(3), quantity: 1, delivered: 0 }],
      address: CORE_FACILITY,
      invoice: { type: 'ordinary', title: 'Zhangjiang Imaging Core', taxNo: '' },
      events: shipped(0),
    },
    {
      status: 'delivered',
      daysAgo: 12,
      lines: [{ stock: pick(4), quantity: 1, delivered: 1 }, { stock: pick(5), quantity: 2, delivered: 2 }],
      address: HOME,
      invoice: { type: 'vat', title: 'Institute of Cell Biology', taxNo: '12100000400012345X' },
      events: shipped(1),
    },
    { status: 'completed', daysAgo: 40, lines: [{ stock: pick(6), quantity: 4, delivered: 4 }], address: HOME, invoice: none, events: shipped(1), ...(usedCoupon ? { couponId: usedCoupon.id } : {}) },
    { status: 'canceled', daysAgo: 25, lines: [{ stock: pick(7), quantity: 1, delivered: 0 }], address: HOME, invoice: none, events: [] },
  ];

  for (const order of demo) {
    const goodsFen = order.lines.reduce((sum, line) => sum + toFen(line.stock.price) * line.quantity, 0);
    const offFen = order.couponId ? Math.min(toFen(100), goodsFen) : 0;
    const created = at(order.daysAgo);
    const [row] = await db
      .insert(orders)
      .values({
        userId,
        status: order.status,
        goodsAmount: toYuan(goodsFen),
        discount: toYuan(offFen),
        totalAmount: toYuan(goodsFen - offFen),
        couponId: order.couponId ?? null,
        couponTitleEn: order.couponId ? '¥100 off orders over ¥1000' : null,
        couponTitleZh: order.couponId ? '满1000减100' : null,
        address: order.address,
        invoiceType: order.invoice.type,
        invoiceTitle: order.invoice.title,
        invoiceTaxNo: order.invoice.taxNo,
        carrier: order.events.length ? 'SF Express' : null,
        trackingNo: order.events.length ? `SF14${String(order.daysAgo).padStart(2, '0')}20260017` : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: orders.id });
    if (!row) continue;
    await db.insert(orderLines).values(
      order.lines.map((line, sort) => ({
        orderId: row.id,
        goodsId: line.stock.goodsId,
        skuId: line.stock.skuId,
        itemno: line.stock.itemno,
        titleEn: line.stock.titleEn,
        titleZh: line.stock.titleZh,
        skuDescEn: line.stock.skuDescEn,
        skuDescZh: line.stock.skuDescZh,
        unitPrice: line.stock.price,
        quantity: line.quantity,
        amount: toYuan(toFen(line.stock.price) * line.quantity),
        deliveredQuantity: line.delivered,
        lotBatch: line.delivered > 0 ? line.stock.batch : null,
        sort,
      })),
    );
    if (order.couponId) await db.update(coupons).set({ usedAt: created, usedOrderId: row.id }).where(eq(coupons.id, order.couponId));
    if (order.events.length) {
      await db.insert(orderLogistics).values(
        order.events.map((event) => ({ orderId: row.id, at: new Date(created.getTime() + event.hoursAfter * 60 * 60 * 1000), textEn: event.en, textZh: event.zh, location: event.location })),
      );
    }
  }
};
