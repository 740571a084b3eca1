/**
 * The personal centre's money and records (docs/product.md §10.2, §10.4, §10.5): the wallet and
 * its ledger, invoice requests against the caller's own orders, the member level, and service
 * records, ending with the demo customer's lived-in centre. Two customers throughout: the second
 * must never read or cancel the first one's records. Messages and account security are in
 * centre-messages.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { invoiceRequests, ledgerEntries, orders, serviceRecords, users, walletAccounts } from '../db/schema';
import type { ListPage } from '../../contract/envelope';
import { orderNoOf } from '../../contract/order-rules';
import type { AccountInfo, InvoiceRequestRow, LedgerEntry } from '../../contract/wallet';
import { seedCatalogue } from '../seed';
import { seedDemoCustomer, DEMO_CUSTOMER } from '../seed/demo-customer';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { levelFor } from '../wallet/level';
import { SEE, centreTestKit, expectFailure, type Seen } from './centre-test-kit';

const kit = centreTestKit();
const { call, data, page, login } = kit;

describe('wallet', () => {
  test('account info and ledger follow the ledger entries; each customer only its own', async () => {
    const payer = await createCustomer(kit.db, 'Payer');
    assert.deepEqual(await data<AccountInfo>(payer, 'GET', '/erp/getAccountInfo'), {
      currency: 'CNY',
      balance: 0,
      creditLimit: 0,
      amountOwed: 0,
      availableCredit: 0,
      nextDueAt: null,
    });
    await kit.db.insert(walletAccounts).values({ userId: payer.userId, creditLimit: 10000 });
    const day = (d: string) => new Date(`${d}T10:00:00+08:00`);
    await kit.db.insert(ledgerEntries).values([
      { userId: payer.userId, kind: 'invoice', amount: 1000.1, orderNo: 'SO1', documentNo: 'I1', occurredAt: day('2026-01-02'), dueAt: day('2026-02-01') },
      { userId: payer.userId, kind: 'invoice', amount: 500.2, orderNo: 'SO2', documentNo: 'I2', occurredAt: day('2026-01-10'), dueAt: day('2026-02-09') },
      { userId: payer.userId, kind: 'payment', amount: 1000.1, orderNo: 'SO1', documentNo: 'R1', occurredAt: day('2026-01-20'), dueAt: null },
    ]);
    const info = await data<AccountInfo>(payer, 'GET', '/erp/getAccountInfo');
    assert.equal(info.amountOwed, 500.2);
    assert.equal(info.balance, -500.2);
    assert.equal(info.availableCredit, 9499.8);
    assert.equal(info.nextDueAt, day('2026-02-09').toISOString());

    const all = await page<ListPage<LedgerEntry>>(payer, 'GET', '/erp/getDebtDetail');
    assert.deepEqual(
      all.list.map((e) => e.orderNo),
      ['SO1', 'SO2', 'SO1'],
    );
    const january = await page<ListPage<LedgerEntry>>(payer, 'GET', '/erp/getDebtDetail?from=2026-01-05&to=2026-01-10');
    assert.deepEqual(
      january.list.map((e) => e.orderNo),
      ['SO2'],
    );
    const payments = await page<ListPage<LedgerEntry>>(payer, 'GET', '/erp/getDebtDetail?kind=payment');
    assert.equal(payments.totalCount, 1);
    expectFailure(await call(payer, 'GET', '/erp/getDebtDetail?from=2026-02-01&to=2026-01-01'), 400, /^to: /);
    expectFailure(await call(payer, 'GET', '/erp/getDebtDetail?from=2026-13-45'), 400, /^from: /);

    assert.equal(
      (await page<ListPage<LedgerEntry>>(kit.second, 'GET', '/erp/getDebtDetail')).totalCount,
      0,
      "the other customer sees none of the payer's ledger",
    );
    assert.equal((await data<AccountInfo>(kit.second, 'GET', '/erp/getAccountInfo')).amountOwed, 0);
  });

  test('invoice requests: clear field messages, stored pending, listed, cancelled; the other customer cannot cancel', async () => {
    const { orderNo } = await placeOrder(kit.first, 3000);
    const valid = { orderNo, amount: 2960.5, title: 'Chen Lab', taxNumber: '91310000ma1fl0xx3k', type: 'special', email: ' Finance@Example.com ' };
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, title: '  ' }), 400, /^title: please enter the invoice title/);
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, taxNumber: '123' }), 400, /^taxNumber: must be 15–20/);
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, amount: 0 }), 400, /^amount: must be more than 0/);
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, amount: 1.234 }), 400, /^amount: must have at most 2 decimals/);
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, type: 'vat' }), 400, /^type: must be ordinary or special/);
    expectFailure(await call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...valid, email: 'finance@' }), 400, /^email: must be an email address/);

    const stored = await data<InvoiceRequestRow>(kit.first, 'POST', '/erp/invoiceRequest/submit', valid);
    assert.equal(stored.state, 'pending');
    assert.equal(stored.taxNumber, '91310000MA1FL0XX3K');
    assert.equal(stored.email, 'finance@example.com');
    const listed = await page<ListPage<InvoiceRequestRow>>(kit.first, 'POST', '/erp/invoiceRequest/list', {});
    assert.deepEqual(
      listed.list.map((i) => i.id),
      [stored.id],
    );
    assert.equal((await page<ListPage<InvoiceRequestRow>>(kit.second, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);

    expectFailure(await call(kit.second, 'POST', '/erp/invoiceRequest/cancel', { id: stored.id }), 3, /^id: no invoice request/);
    assert.equal((await page<ListPage<InvoiceRequestRow>>(kit.first, 'POST', '/erp/invoiceRequest/list', {})).list.length, 1);
    assert.deepEqual(await data(kit.first, 'POST', '/erp/invoiceRequest/cancel', { id: stored.id }), { id: stored.id });
    assert.equal((await page<ListPage<InvoiceRequestRow>>(kit.first, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);
  });

  test("invoice requests: only the caller's own orders, up to what of each is not yet invoiced (docs/product.md §10.2)", async () => {
    const own = await placeOrder(kit.first, 1000);
    const others = await placeOrder(kit.second, 5000);
    const cancelled = await placeOrder(kit.first, 800, 'canceled');
    const request = { amount: 100, title: 'Chen Lab', taxNumber: '91310000MA1FL0XX3K', type: 'ordinary', email: 'finance@example.com' };
    const submit = (orderNo: string, amount: number) => call(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...request, orderNo, amount });

    // Another customer's order, a made-up number and a number whose date is not the order's: no order of yours.
    expectFailure(await submit(others.orderNo, 100), 400, new RegExp(`^orderNo: ${others.orderNo} is not one of your orders$`));
    expectFailure(await submit('SO20990101999999', 100), 400, /^orderNo: /);
    expectFailure(await submit(own.orderNo.replace(/^SO\d{8}/, 'SO20000101'), 100), 400, /^orderNo: /);
    expectFailure(await submit('INV-1', 100), 400, /^orderNo: /);

    expectFailure(await submit(own.orderNo, 1000.01), 400, /^amount: at most 1000\.00 CNY of order /);
    assert.equal((await submit(own.orderNo.toLowerCase(), 600)).code, 0);
    expectFailure(await submit(own.orderNo, 400.01), 400, /^amount: at most 400\.00 CNY of order /);
    const rest = await data<InvoiceRequestRow>(kit.first, 'POST', '/erp/invoiceRequest/submit', { ...request, orderNo: own.orderNo, amount: 400 });
    expectFailure(await submit(own.orderNo, 0.01), 400, /^amount: nothing of order .* is left to invoice/);

    // A rejected request gives its amount back; a withdrawn one is gone.
    await kit.db.update(invoiceRequests).set({ state: 'rejected' }).where(eq(invoiceRequests.id, rest.id));
    assert.equal((await submit(own.orderNo, 400)).code, 0);
    expectFailure(await submit(cancelled.orderNo, 1), 400, /^amount: nothing of order /);
    assert.equal((await page<ListPage<InvoiceRequestRow>>(kit.second, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);
  });
});

/** An order of the customer for `total` CNY, as staff would see it: its number is what the shop prints. */
async function placeOrder(customer: TestCustomer, total: number, status: 'completed' | 'canceled' = 'completed'): Promise<{ orderNo: string }> {
  const address = {
    consignee: 'Mei Chen',
    mobile: '+8613800138000',
    country: 'CN',
    province: '',
    city: 'Shanghai',
    district: '',
    detail: '320 Yueyang Road',
    postcode: '',
    company: '',
  };
  const [order] = await kit.db
    .insert(orders)
    .values({ userId: customer.userId, status, listAmount: total, goodsAmount: total, totalAmount: total, address })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  assert.ok(order);
  return { orderNo: orderNoOf(order.id, order.createdAt) };
}

describe('customer level', () => {
  test('levelFor: thresholds, progress and the top level', () => {
    assert.deepEqual(levelFor(0), { level: 'standard', spent: 0, discount: 0, next: { level: 'silver', threshold: 10000, remaining: 10000 }, progress: 0 });
    assert.equal(levelFor(9999.99).level, 'standard');
    assert.equal(levelFor(10000).level, 'silver');
    assert.equal(levelFor(30000).progress, 50);
    assert.deepEqual(levelFor(250000).next, null);
    assert.equal(levelFor(250000).progress, 100);
  });

  test('from payments received, per customer', async () => {
    const spender = await createCustomer(kit.db, 'Spender');
    await kit.db.insert(ledgerEntries).values([
      { userId: spender.userId, kind: 'invoice', amount: 60000, documentNo: 'I', occurredAt: new Date() },
      { userId: spender.userId, kind: 'payment', amount: 55000, documentNo: 'R', occurredAt: new Date() },
    ]);
    const level = await data<{ level: string; spent: number }>(spender, 'GET', '/user/overseasUser/level');
    assert.equal(level.level, 'gold');
    assert.equal(level.spent, 55000);
    assert.equal((await data<{ level: string }>(kit.second, 'GET', '/user/overseasUser/level')).level, 'standard');
  });
});

describe('service records and the demo customer', () => {
  test('each list shows its own kind of the own customer; the demo customer has a lived-in centre', async () => {
    // The demo customer's orders, and the ledger they make, are of the demo catalogue's goods.
    await seedCatalogue(kit.db, { goods: 120 });
    await seedDemoCustomer(kit.db);
    const [demo] = await kit.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(demo);
    const token = ((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).data as { token: string }).token;
    const demoCustomer: TestCustomer = { userId: demo.id, token, headers: { token } };

    const experiments = await page<{ list: { kind: string; stages: { key: string; doneAt: string | null }[]; title: string }[] }>(
      demoCustomer,
      'POST',
      '/online/toExperimentProgress/list',
      {},
      'zh',
    );
    assert.ok(experiments.list.length >= 2);
    assert.ok(experiments.list.every((r) => r.kind === 'experiment' && r.stages.length === 5));
    assert.match(experiments.list[0]?.title ?? '', /细胞/);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/online/toScanDetection/list', {})).list.length >= 2);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/online/toGrinderRecord/list', {})).list.length >= 2);
    for (const path of ['/online/toExperimentProgress/list', '/online/toScanDetection/list', '/online/toGrinderRecord/list']) {
      assert.equal((await page<{ totalCount: number }>(kit.second, 'POST', path, {})).totalCount, 0, `${path}: the other customer sees none`);
    }
    const recordCount = await kit.db.$count(serviceRecords, eq(serviceRecords.userId, demo.id));
    assert.equal(recordCount, 7);

    const seen = await data<Seen>(demoCustomer, 'GET', SEE);
    assert.ok(seen.unreadCount >= 1, 'the demo customer has unread messages');
    const info = await data<AccountInfo>(demoCustomer, 'GET', '/erp/getAccountInfo');
    assert.ok(info.amountOwed > 0);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/erp/invoiceRequest/list', {})).list.length >= 1);
  });
});
