/**
 * The demo customer's points and trials (docs/product.md §2.10, §2.11): points from three completed
 * orders, one exchange in each state (the rejected one returned its points) and one trial
 * application, so every page of the mall and the trials has something to show.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, pointsExchanges, pointsItems, trialApplications } from '../db/schema';
import { CATEGORY } from '../../contract/categories';
import { applyForTrial } from '../trials/trials';
import { answerExchange, awardOrderPoints, exchangePoints } from './points';
import type { DemoCustomerSeeder } from '../seed/demo-customer';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHIPPING = { consignee: 'Mei Chen', mobile: '8613800138000', address: 'Room 402, Building 3, 320 Yueyang Road, Xuhui District, Shanghai' };

export const seedDemoPoints: DemoCustomerSeeder = async (db: Db, customerId: number, now: Date) => {
  for (const [orderNo, amountCny] of [
    ['DEMO-SO-0001', 4820],
    ['DEMO-SO-0002', 2199.5],
    ['DEMO-SO-0003', 1350],
  ] as const) {
    await awardOrderPoints(db, { customerId, orderNo: `${orderNo}-${customerId}`, amountCny });
  }
  const items = await db.select({ id: pointsItems.id }).from(pointsItems).orderBy(asc(pointsItems.sort)).limit(3);
  const answers = ['approve', 'reject', null] as const;
  for (const [index, item] of items.entries()) {
    const exchanged = await exchangePoints(db, customerId, { itemId: item.id, quantity: 1, ...SHIPPING }, 'en');
    // Spread over the last weeks, oldest first, so the lists read like a history.
    const at = new Date(now.getTime() - (20 - index * 7) * DAY_MS);
    await db.update(pointsExchanges).set({ createdAt: at }).where(eq(pointsExchanges.id, exchanged.id));
    const decision = answers[index];
    if (decision)
      await answerExchange(
        db,
        { id: exchanged.id, decision, ...(decision === 'reject' ? { note: 'Out of stock this month' } : {}) },
        undefined,
        new Date(at.getTime() + DAY_MS),
      );
  }
  const samples = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.onShelfFlag, true), sql`${CATEGORY.PROMOTION_TRIAL} = ANY(${goods.categoryPath})`))
    .orderBy(asc(goods.id))
    .limit(2);
  if (samples.length) {
    const id = await applyForTrial(
      db,
      customerId,
      {
        institution: 'Institute of Cell Biology',
        laboratory: 'Chen Lab',
        ...SHIPPING,
        remark: 'Western blot on HeLa and HEK293 lysates.',
        goodsIds: samples.map((sample) => sample.id),
      },
      'en',
      new Date(now.getTime() - 5 * DAY_MS),
    );
    await db
      .update(trialApplications)
      .set({ status: 'approved', answeredAt: new Date(now.getTime() - 4 * DAY_MS) })
      .where(eq(trialApplications.id, id));
  }
};
