/**
 * The demo customer's messages, wallet, invoice requests and service records (docs/product.md §10),
 * dated back from the seeding moment so the centre looks lived-in whenever the demo starts.
 * Fixed data, no randomness: every run seeds the same records.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterSalesRequests, customerMessages, invoiceRequests, orders, serviceRecords, walletAccounts } from '../db/schema';
import { afterSalesNoOf } from '../../contract/aftersales-rules';
import { orderNoOf } from '../../contract/order-rules';
import type { MessageKind } from '../../contract/centre-constants';
import type { DemoCustomerSeeder } from '../seed/demo-customer';
import { createCustomerMessage, type Bilingual } from './create-message';

const DAY = 24 * 60 * 60 * 1000;

/** The subject of a message with nothing to name: it is not written. */
const NONE: Bilingual = { en: '', zh: '' };

/** The orders and the after-sales request the messages and invoice requests name (demo-orders.ts, demo-aftersales.ts). */
interface Named {
  shippedOrderNo: string;
  completedOrderNo: string;
  exchangeNo: string;
}

const messages = (named: Named | null): { kind: MessageKind; daysAgo: number; read: boolean; subject: Bilingual; body: Bilingual; link: string | null }[] => [
  {
    kind: 'order',
    daysAgo: 1,
    read: false,
    subject: named ? { en: `Order ${named.shippedOrderNo} has shipped`, zh: `订单 ${named.shippedOrderNo} 已发货` } : NONE,
    body: { en: 'Your order left our Shanghai warehouse on dry ice. Tracking is on the order page.', zh: '您的订单已从上海仓库干冰发出，物流信息见订单详情。' },
    link: '/my-order',
  },
  {
    kind: 'inquiry',
    daysAgo: 2,
    read: false,
    subject: { en: 'Your inquiry about the anti-GAPDH antibody has been answered', zh: '您关于 GAPDH 抗体的询价已回复' },
    body: {
      en: 'Our sales team replied: the anti-GAPDH antibody (100 µl) is in stock and ships within 3 days.',
      zh: '销售团队回复：GAPDH 抗体（100 µl）有现货，3 天内发货。',
    },
    link: '/inquire-list',
  },
  {
    kind: 'afterSales',
    daysAgo: 4,
    read: false,
    subject: named?.exchangeNo ? { en: `Exchange request ${named.exchangeNo} accepted`, zh: `换货申请 ${named.exchangeNo} 已通过` } : NONE,
    body: { en: 'Please send the wrong size back; the right size ships once it arrives.', zh: '请寄回错发的规格，收到后即为您发出正确规格。' },
    link: '/return-refund',
  },
  {
    kind: 'system',
    daysAgo: 7,
    read: true,
    subject: { en: 'Welcome to your personal centre', zh: '欢迎使用个人中心' },
    body: {
      en: 'Follow orders, invoices and service projects here. Messages about them arrive in this centre.',
      zh: '您可以在这里跟踪订单、发票和服务项目，相关消息都会发送到消息中心。',
    },
    link: '/user',
  },
  {
    kind: 'order',
    daysAgo: 12,
    read: true,
    subject: named ? { en: `Order ${named.completedOrderNo} completed`, zh: `订单 ${named.completedOrderNo} 已完成` } : NONE,
    body: { en: 'Thank you. You can now evaluate the goods of this order.', zh: '感谢您的购买，现在可以评价该订单的商品。' },
    link: '/my-evaluate',
  },
  {
    kind: 'system',
    daysAgo: 20,
    read: true,
    subject: { en: 'Holiday shipping schedule', zh: '假期发货安排' },
    body: { en: 'Cold-chain orders placed after 25 January ship after the Spring Festival.', zh: '1 月 25 日后下单的冷链订单将在春节后发货。' },
    link: null,
  },
];

/** The demo customer's orders (newest first) and its exchange request, as seeded before this. */
async function seededRecords(db: Db, customerId: number) {
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.userId, customerId))
    .orderBy(desc(orders.createdAt));
  const [exchange] = await db
    .select({ id: afterSalesRequests.id, createdAt: afterSalesRequests.createdAt })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.userId, customerId), eq(afterSalesRequests.type, 'exchange')))
    .limit(1);
  return {
    orders: orderRows.map((row) => ({ ...row, orderNo: orderNoOf(row.id, row.createdAt) })),
    exchangeNo: exchange ? afterSalesNoOf(exchange.id, exchange.createdAt) : '',
  };
}

const SERVICES: {
  kind: 'experiment' | 'scan' | 'grinder';
  recordNo: string;
  title: Bilingual;
  state: string;
  sampleCount: number;
  daysAgo: number;
  finishedDaysAgo: number | null;
  stagesDone?: number[];
}[] = [
  {
    kind: 'experiment',
    recordNo: 'EXP-2026-0008',
    title: { en: 'Western blot validation of GAPDH knockdown in HeLa cells', zh: 'HeLa 细胞 GAPDH 敲低的 Western blot 验证' },
    state: 'inProgress',
    sampleCount: 12,
    daysAgo: 18,
    finishedDaysAgo: null,
    stagesDone: [18, 15, 6],
  },
  {
    kind: 'experiment',
    recordNo: 'EXP-2025-0131',
    title: { en: 'Multiplex immunofluorescence panel on mouse liver sections', zh: '小鼠肝脏切片多重免疫荧光检测' },
    state: 'completed',
    sampleCount: 24,
    daysAgo: 75,
    finishedDaysAgo: 40,
    stagesDone: [75, 70, 60, 48, 40],
  },
  {
    kind: 'scan',
    recordNo: 'SC-2026-0021',
    title: { en: 'Whole-slide scanning, H&E, 40×', zh: '全玻片扫描，HE 染色，40 倍' },
    state: 'scanning',
    sampleCount: 36,
    daysAgo: 2,
    finishedDaysAgo: null,
  },
  {
    kind: 'scan',
    recordNo: 'SC-2025-0187',
    title: { en: 'IHC slides, Ki-67, 20×', zh: 'IHC 切片，Ki-67，20 倍' },
    state: 'completed',
    sampleCount: 48,
    daysAgo: 33,
    finishedDaysAgo: 30,
  },
  {
    kind: 'scan',
    recordNo: 'SC-2026-0024',
    title: { en: 'Fluorescence slides, DAPI/FITC', zh: '荧光切片，DAPI/FITC' },
    state: 'queued',
    sampleCount: 10,
    daysAgo: 0,
    finishedDaysAgo: null,
  },
  {
    kind: 'grinder',
    recordNo: 'GR-2026-0005',
    title: { en: 'High-throughput tissue grinder, 48 wells, mouse tissue', zh: '高通量组织研磨仪，48 孔，小鼠组织' },
    state: 'approved',
    sampleCount: 48,
    daysAgo: 5,
    finishedDaysAgo: null,
  },
  {
    kind: 'grinder',
    recordNo: 'GR-2025-0092',
    title: { en: 'Cryogenic grinder, plant leaves', zh: '冷冻研磨仪，植物叶片' },
    state: 'returned',
    sampleCount: 24,
    daysAgo: 50,
    finishedDaysAgo: 36,
  },
];

const EXPERIMENT_STAGE_KEYS = ['received', 'design', 'experiment', 'analysis', 'report'];

export const seedDemoCentre: DemoCustomerSeeder = async (db: Db, customerId: number, now: Date) => {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const records = await seededRecords(db, customerId);
  const shipped = records.orders.find((order) => order.status === 'delivered');
  const completed = records.orders.filter((order) => order.status === 'completed');
  // Messages and invoice requests name the seeded orders; without a catalogue there are none to name.
  const named = shipped && completed[0] ? { shippedOrderNo: shipped.orderNo, completedOrderNo: completed[0].orderNo, exchangeNo: records.exchangeNo } : null;
  const chosen = messages(named).filter((message) => message.subject.en !== '');
  // Oldest first, so ids follow time as they would have.
  for (const message of chosen.reverse()) {
    const id = await createCustomerMessage(db, {
      customerId,
      kind: message.kind,
      subject: message.subject,
      body: message.body,
      link: message.link,
      createdAt: ago(message.daysAgo),
    });
    if (message.read) await markSeededRead(db, id, ago(message.daysAgo - 0.5));
  }
  await db.insert(walletAccounts).values({ userId: customerId, creditLimit: 50000 });
  // The ledger itself is written with the orders it bills (server/orders/demo-orders.ts).
  const issued = completed[1] ?? completed[0];
  const invoice = { userId: customerId, title: 'Chen Lab, Institute of Cell Biology', taxNumber: '12310000425006117P', email: 'finance@chenlab.example' };
  const requests = [
    ...(issued
      ? [{ ...invoice, orderNo: issued.orderNo, amount: issued.totalAmount, type: 'special' as const, state: 'issued' as const, createdAt: ago(60) }]
      : []),
    ...(shipped
      ? [{ ...invoice, orderNo: shipped.orderNo, amount: shipped.totalAmount, type: 'ordinary' as const, state: 'pending' as const, createdAt: ago(1) }]
      : []),
  ];
  if (requests.length) await db.insert(invoiceRequests).values(requests);
  await db.insert(serviceRecords).values(
    SERVICES.map((record) => ({
      userId: customerId,
      kind: record.kind,
      recordNo: record.recordNo,
      titleEn: record.title.en,
      titleZh: record.title.zh,
      state: record.state,
      sampleCount: record.sampleCount,
      stages: record.stagesDone
        ? EXPERIMENT_STAGE_KEYS.map((key, i) => ({ key, doneAt: record.stagesDone?.[i] === undefined ? null : ago(record.stagesDone[i] ?? 0).toISOString() }))
        : [],
      submittedAt: ago(record.daysAgo),
      finishedAt: record.finishedDaysAgo === null ? null : ago(record.finishedDaysAgo),
    })),
  );
};

async function markSeededRead(db: Db, id: number, at: Date): Promise<void> {
  await db.update(customerMessages).set({ readAt: at }).where(eq(customerMessages.id, id));
}
