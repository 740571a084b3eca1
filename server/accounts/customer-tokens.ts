/**
 * Customer login tokens (docs/product.md §4, §7; docs/architecture.md §3). A token is 32 random bytes shown once;
 * only its SHA-256 is stored, so a copy of the database cannot be used to log in.
 * No token or an unknown one → 401; a token past its lifetime → 402 ("log in again").
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';

/** How long a login lasts; the storefront's session cookie lives as long (7 days). */
const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Customer {
  userId: number;
  userName: string;
  companyName: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), isNull(userTokens.revokedAt)));
}

/** The customer a token belongs to, or null when there is no usable token. */
export async function findCustomer(db: Db, token: string | undefined, now = new Date()): Promise<Customer | null> {
  try {
    return await requireCustomer(db, token, undefined, now);
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/**
 * The customer behind the `token` header, or a 401/402 failure. A `userId` sent by the caller
 * must be the token's own: the API never trusts a body for who the caller is.
 */
export async function requireCustomer(db: Db, token: string | undefined, claimedUserId?: number | string, now = new Date()): Promise<Customer> {
  if (!token) throw new ApiFailure(CODE.unauthorized, 'token: please log in');
  const [row] = await db
    .select({
      userId: users.id,
      userName: users.userName,
      companyName: users.companyName,
      expiresAt: userTokens.expiresAt,
      revokedAt: userTokens.revokedAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(eq(userTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt) throw new ApiFailure(CODE.unauthorized, 'token: not a valid login; please log in');
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(CODE.sessionExpired, 'token: the login has expired; please log in again');
  if (claimedUserId !== undefined && claimedUserId !== '' && String(claimedUserId) !== String(row.userId)) {
    throw new ApiFailure(CODE.unauthorized, 'userId: does not belong to this login');
  }
  return { userId: row.userId, userName: row.userName, companyName: row.companyName };
}

/** Ends every login of the customer except `keep` (the device that asked): a password change (docs/product.md §10.3). */
export async function revokeOtherTokens(db: Db, userId: number, keep: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt), ne(userTokens.tokenHash, hashToken(keep))))
    .returning({ tokenHash: userTokens.tokenHash });
  return revoked.length;
}
