/**
 * One-time verification codes sent to a mobile number or an email address (docs/product.md §7.1): 6 digits,
 * valid for 5 minutes, at most one per minute and `codesPerHour` per hour per address, at most
 * 5 tries each. Only the newest code of an address and purpose counts, so requesting a new
 * code kills the previous one.
 *
 * Codes are stored as a salted HMAC-SHA256, never in clear. A 6-digit code has only a million
 * values, so anyone holding a copy of the table can still find one offline in a second: the
 * hash only keeps codes out of backups and casual reads. The real defence is online: 5 tries
 * per code, codes dead after 5 minutes, and the per-minute/per-hour issue limits.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import type { CodeChannel, CodePurpose } from '../../contract/accounts';

export type { CodeChannel, CodePurpose };

export const CODE_LIFETIME_SECONDS = 5 * 60;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_CODE_TRIES = 5;
const HOUR_SECONDS = 60 * 60;

export interface CodeTarget {
  channel: CodeChannel;
  /** Normalised: see normaliseMobile / normaliseEmail. */
  address: string;
  purpose: CodePurpose;
}

export interface CodeSettings {
  codesPerHour: number;
}

const secondsBetween = (later: Date, earlier: Date) => Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));

function codeDigest(target: CodeTarget, code: string, salt: Buffer): Buffer {
  // The address and purpose are part of the MAC, so a code row cannot be replayed for another address.
  return createHmac('sha256', salt).update(`${target.channel}\n${target.address}\n${target.purpose}\n${code}`).digest();
}

function codeMatches(target: CodeTarget, code: string, stored: string): boolean {
  const [saltText, digestText] = stored.split('$');
  if (!saltText || !digestText) return false;
  const expected = Buffer.from(digestText, 'base64');
  const actual = codeDigest(target, code, Buffer.from(saltText, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A new code for the address, stored hashed; the caller sends it. 429 naming the field
 * ('mobile: …try again in N s') when the address had a code less than a minute ago or has
 * had `codesPerHour` in the last hour.
 */
export async function issueCode(db: Db, target: CodeTarget, settings: CodeSettings, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16);
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Serialises requests for one address across API instances, so two at once cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verification-code:${target.channel}:${target.address}`}, 0))`);
    const ofTarget = and(eq(verificationCodes.channel, target.channel), eq(verificationCodes.address, target.address));
    const hourAgo = new Date(now.getTime() - HOUR_SECONDS * 1000);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(ofTarget, gt(verificationCodes.createdAt, hourAgo)))
      .orderBy(desc(verificationCodes.createdAt));
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_SECONDS * 1000) {
      const wait = secondsBetween(new Date(latest.createdAt.getTime() + RESEND_INTERVAL_SECONDS * 1000), now);
      throw new ApiFailure(CODE.rateLimited, `${target.channel}: a code was sent less than a minute ago; try again in ${wait} s`);
    }
    // The code whose hour must pass before another slot opens.
    const blocking = recent[settings.codesPerHour - 1];
    if (blocking) {
      const wait = secondsBetween(new Date(blocking.createdAt.getTime() + HOUR_SECONDS * 1000), now);
      throw new ApiFailure(CODE.rateLimited, `${target.channel}: at most ${settings.codesPerHour} codes per hour; try again in ${wait} s`);
    }
    // Codes older than the hour count for nothing any more; keeping them would only grow the table.
    await tx.delete(verificationCodes).where(and(ofTarget, lt(verificationCodes.createdAt, hourAgo)));
    await tx.insert(verificationCodes).values({
      channel: target.channel,
      address: target.address,
      purpose: target.purpose,
      codeHash: `${salt.toString('base64')}$${codeDigest(target, code, salt).toString('base64')}`,
      createdAt: now,
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Consumes the newest code of the address and purpose when `code` is it; otherwise a 400 on
 * `code`. Every try is counted before the comparison, so concurrent guesses cannot exceed the cap.
 */
export async function checkCode(db: Db, target: CodeTarget & { code: string }, now = new Date()): Promise<void> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, target.channel), eq(verificationCodes.address, target.address), eq(verificationCodes.purpose, target.purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest) throw new ApiFailure(CODE.invalid, 'code: request a verification code first');
  if (latest.consumedAt) throw new ApiFailure(CODE.invalid, 'code: this code has already been used; request a new one');
  if (latest.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(CODE.invalid, 'code: the code has expired; request a new one');
  const tooManyTries = new ApiFailure(CODE.invalid, 'code: too many wrong tries; request a new code');
  if (latest.attempts >= MAX_CODE_TRIES) throw tooManyTries;

  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, MAX_CODE_TRIES), isNull(verificationCodes.consumedAt)))
    .returning({ attempts: verificationCodes.attempts });
  if (!reserved) throw tooManyTries;

  if (!codeMatches(target, target.code, latest.codeHash)) {
    const left = MAX_CODE_TRIES - reserved.attempts;
    throw new ApiFailure(
      CODE.invalid,
      left > 0 ? `code: the code is incorrect; ${left} ${left === 1 ? 'try' : 'tries'} left` : 'code: the code is incorrect; request a new code',
    );
  }
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!consumed) throw new ApiFailure(CODE.invalid, 'code: this code has already been used; request a new one');
}

/** The message that carries a code, in the caller's language. */
export function codeMessage(code: string, lang: Lang): { subject: string; body: string } {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  return lang === 'zh'
    ? { subject: '您的验证码', body: `您的验证码是 ${code}，${minutes} 分钟内有效。` }
    : { subject: 'Your verification code', body: `Your verification code is ${code}. It expires in ${minutes} minutes.` };
}
