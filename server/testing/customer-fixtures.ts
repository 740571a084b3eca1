/**
 * Customers for API tests, written straight into the users table with a login token, so list
 * and cart tests do not depend on the registration endpoints.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens, users } from '../db/schema';
import { issueToken } from '../accounts/customer-tokens';

export interface TestCustomer {
  userId: number;
  token: string;
  /** The `token` header of a request as this customer. */
  headers: Record<string, string>;
}

export async function createCustomer(db: Db, userName = 'Test Customer'): Promise<TestCustomer> {
  const [user] = await db
    .insert(users)
    .values({ userName, email: `${randomBytes(6).toString('hex')}@example.com`, companyName: 'Test Lab' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user created');
  const token = await issueToken(db, user.id);
  return { userId: user.id, token, headers: { token } };
}

/** Moves every login of the customer past its lifetime (the API then answers 402). */
export async function expireLogins(db: Db, userId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(userTokens.userId, userId));
}
