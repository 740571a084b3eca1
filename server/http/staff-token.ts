/**
 * The sales team's access to inquiries (`/staff/*`, `npm run inquiries`): a bearer token from
 * STAFF_TOKEN, else one generated on first start into DATA_DIR/staff-token (readable by the
 * owner only). Several API instances on one PostgreSQL must share STAFF_TOKEN.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @internal */
export const staffTokenFile = (dataDir: string) => path.join(dataDir, 'staff-token');

/** The token in DATA_DIR/staff-token, or undefined when none has been generated yet. */
export async function readStaffToken(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(staffTokenFile(dataDir), 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** STAFF_TOKEN when set; otherwise the stored token, generated (mode 0600) the first time. */
export async function resolveStaffToken(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const stored = await readStaffToken(dataDir);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  // Written aside, then linked into place: link() fails when the file exists, so two processes
  // starting at once agree on one token and neither ever reads a half-written file.
  const aside = `${staffTokenFile(dataDir)}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${token}\n`, { mode: 0o600 });
  try {
    await link(aside, staffTokenFile(dataDir));
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStaffToken(dataDir);
    if (!winner) throw error;
    return winner;
  } finally {
    await unlink(aside);
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Bearer <token>` against the staff token in constant time; no configured token lets nobody in. */
export function isStaffAuthorization(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  // Hashing first makes both sides the same length, so the comparison leaks neither length nor content.
  return timingSafeEqual(digest(match[1]), digest(token));
}
