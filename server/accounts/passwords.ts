/**
 * Customer passwords (docs/product.md §7.1): hashed with scrypt, a memory-hard KDF from node:crypto (no
 * native dependency), so a stolen users table costs an attacker 32 MiB and tens of
 * milliseconds per guess. Stored as `scrypt$N$r$p$saltB64$hashB64`; verification reads the
 * cost back from the stored string, so raising PASSWORD_COST later keeps old hashes working.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/**
 * 2^15 × 8 × 128 bytes = 32 MiB per hash; about 70 ms on the 2-core machines here.
 * @internal exported for its tests
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored strings that would make one verification take gigabytes (a tampered row). */
const MAX_STORED_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // Node's default cap is exactly 32 MiB, which 128·N·r reaches; leave headroom.
    maxmem: 2 * 128 * cost.N * cost.r * cost.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = [N, r, p].every((n) => Number.isInteger(n) && n > 0) && N <= MAX_STORED_N && (N & (N - 1)) === 0 && r <= 32 && p <= 16;
  if (!valid) return null;
  const salt = Buffer.from(parts[4] as string, 'base64');
  const key = Buffer.from(parts[5] as string, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost: { N, r, p }, salt, key };
}

/** True when `password` is the one `stored` was made from; false for a malformed stored string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash is weaker than today's cost and should be replaced at the next login. */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

let decoy: Promise<string> | undefined;
/**
 * A hash no password matches, verified when the account does not exist, so an unknown account
 * answers as slowly as a wrong password and timing does not tell which accounts exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
