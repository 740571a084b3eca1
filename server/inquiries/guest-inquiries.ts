/**
 * Guest inquiries join the account (docs/product.md §2.13): an inquiry sent without logging in
 * belongs to the customer whose account holds its email (compared case-insensitively) once that
 * email is proven theirs. Every email on an account was proven by a code sent to it
 * (registration, code login, changing the email), so the account's email is proven, and joining
 * happens at each login and when the email changes. Inquiries of another account stay theirs.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries } from '../db/schema';

/** Gives the customer their guest inquiries sent from `email`; answers how many joined. */
export async function joinGuestInquiries(db: Db, userId: number, email: string | null): Promise<number> {
  if (!email) return 0;
  const joined = await db
    .update(inquiries)
    .set({ userId })
    .where(and(isNull(inquiries.userId), eq(sql`lower(${inquiries.email})`, email.toLowerCase())))
    .returning({ id: inquiries.id });
  return joined.length;
}
