/**
 * The demo customer (docs/product.md §2.2): an account with a lived-in personal centre, so a visitor
 * to the demo can log in and see orders, messages, addresses and a wallet. Created once per database,
 * next to the demo catalogue; its login is printed at start-up.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { seedDemoFeedback } from '../feedback/demo-feedback';
import { seedDemoCentre } from '../messages/demo-centre';
import { seedDemoOrders } from '../orders/demo-orders';
import { seedDemoAfterSales } from '../aftersales/demo-aftersales';
import { seedDemoPoints } from '../points/demo-points';

export const DEMO_CUSTOMER = {
  email: 'demo@labshop.example',
  password: 'labshop-demo-2026',
  userName: 'Dr. Mei Chen',
  companyName: 'Chen Lab, Institute of Cell Biology',
} as const;

/** Fills one domain of the demo customer's centre (orders, messages, addresses …); runs once, when the customer is created. */
export type DemoCustomerSeeder = (db: Db, customerId: number, now: Date) => Promise<void>;

/** Each personal-centre domain adds its seeder here. */
const DEMO_SEEDERS: DemoCustomerSeeder[] = [seedDemoOrders, seedDemoAfterSales, seedDemoCentre, seedDemoFeedback, seedDemoPoints];

/** Creates the demo customer and its records unless it exists; answers whether it created it. */
export async function seedDemoCustomer(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    if (existing) return false;
    const [customer] = await tx
      .insert(users)
      .values({
        email: DEMO_CUSTOMER.email,
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
        userName: DEMO_CUSTOMER.userName,
        companyName: DEMO_CUSTOMER.companyName,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!customer) return false;
    for (const seed of DEMO_SEEDERS) await seed(tx, customer.id, now);
    return true;
  });
}
