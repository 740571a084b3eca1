/**
 * Staff accounts (docs/product.md §6.1): an admin invites a member (the account exists at once, with
 * a one-time set-password token sent by mail), the member sets a password with it, an admin disables
 * an account (its sessions end with it). Passwords are hashed as customers' are.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { ApiFailure, CODE } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import { recordAudit, type AuditActor } from './staff-audit';
import type { StaffMember, StaffRole } from '../../contract/staff';

/** An invitation is good for three days. */
const INVITE_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** The storefront page where an invited member sets a password (app/staff/password). */
const SET_PASSWORD_PATH = '/staff/password';

export const invitationLink = (siteUrl: string, token: string) => new URL(`${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`, siteUrl).toString();

export const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('hex');

type StaffRow = typeof staffAccounts.$inferSelect;

export function toMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    passwordSet: row.passwordHash !== null,
  };
}

export const sameEmail = (email: string) => sql`lower(${staffAccounts.email}) = lower(${email})`;

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  return rows.map(toMember);
}

export interface NewStaff {
  name: string;
  email: string;
  role: StaffRole;
  /** Given: the account can log in at once (command line, seed); none: a set-password invitation. */
  password?: string | undefined;
}

/**
 * Creates a staff account. `invitedBy` null: the command line or the seed (no admin yet). Answers the
 * member and, without a password, the one-time token of the invitation (shown once, stored hashed).
 */
export async function createStaff(
  db: Db,
  invitedBy: AuditActor | null,
  member: NewStaff,
  now = new Date(),
): Promise<{ member: StaffMember; inviteToken: string | null; inviteExpiresAt: Date | null }> {
  const inviteToken = member.password ? null : randomBytes(32).toString('base64url');
  const inviteExpiresAt = inviteToken ? new Date(now.getTime() + INVITE_LIFETIME_MS) : null;
  const passwordHash = member.password ? await hashPassword(member.password) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        name: member.name,
        email: member.email,
        role: member.role,
        passwordHash,
        invitedBy: invitedBy?.id ?? null,
        inviteTokenHash: inviteToken ? hashStaffToken(inviteToken) : null,
        inviteExpiresAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiFailure(CODE.invalid, `email: ${member.email} already has a staff account`);
    await recordAudit(tx, invitedBy, { action: 'staff.invite', subjectType: 'staff', subjectId: row.id, detail: { email: row.email, role: row.role } }, now);
    return { member: toMember(row), inviteToken, inviteExpiresAt };
  });
}

/** The invitation mail: the link to set a password (in development it lands in the outbox). */
export async function sendInvitation(mailer: Mailer, siteUrl: string, member: StaffMember, token: string): Promise<void> {
  const link = invitationLink(siteUrl, token);
  await mailer.send({
    channel: 'email',
    recipient: member.email.toLowerCase(),
    subject: 'Your LabShop staff console account / 您的 LabShop 员工控制台账号',
    body: [
      `Hello ${member.name},`,
      '',
      `You have been invited to the LabShop staff console as ${member.role}. Set your password within three days:`,
      link,
      '',
      `您已受邀使用 LabShop 员工控制台（${member.role}）。请在三天内通过上面的链接设置密码。`,
    ].join('\n'),
  });
}

/** Sets the password of an invitation once; answers the member, or refuses a used, expired or unknown token. */
export async function acceptInvitation(db: Db, token: string, password: string, now = new Date()): Promise<StaffRow> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(staffAccounts)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
    .where(and(eq(staffAccounts.inviteTokenHash, hashStaffToken(token)), gt(staffAccounts.inviteExpiresAt, now), isNull(staffAccounts.disabledAt)))
    .returning();
  if (!row) throw new ApiFailure(CODE.invalid, 'token: this invitation link is used, expired or unknown; ask an admin for a new one');
  return row;
}

/** The account of an email, whatever its case. */
export async function staffIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(sameEmail(email));
  return row?.id ?? null;
}

/** Disables an account and ends its sessions in one step; an admin cannot disable their own (actor null: the command line). */
export async function disableStaff(db: Db, actor: AuditActor | null, id: number, now = new Date()): Promise<StaffMember | null> {
  if (actor?.id === id) throw new ApiFailure(CODE.invalid, 'id: you cannot disable your own account');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!existing) return null;
    if (existing.disabledAt) return toMember(existing);
    const [row] = await tx
      .update(staffAccounts)
      .set({ disabledAt: now, inviteTokenHash: null, inviteExpiresAt: null })
      .where(eq(staffAccounts.id, id))
      .returning();
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, actor, { action: 'staff.disable', subjectType: 'staff', subjectId: id, detail: { email: existing.email } }, now);
    return row ? toMember(row) : null;
  });
}
