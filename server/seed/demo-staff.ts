/**
 * The demo admin of the staff console (docs/product.md §6.1), so a development database has someone
 * who can log in at /staff and invite the rest. Seeded with the demo customer; its login is printed at start-up.
 */
import type { Db } from '../db/client';
import { createStaff, staffIdByEmail } from '../staff/staff-accounts';

export const DEMO_STAFF = {
  email: 'admin@labshop.example',
  password: 'labshop-staff-2026',
  name: 'Lin Wei',
  role: 'admin',
} as const;

/** Creates the demo admin unless an account with its email exists; answers whether it created it. */
export async function seedDemoStaff(db: Db, now = new Date()): Promise<boolean> {
  if (await staffIdByEmail(db, DEMO_STAFF.email)) return false;
  await createStaff(db, null, DEMO_STAFF, now);
  return true;
}
