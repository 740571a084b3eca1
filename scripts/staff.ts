/**
 * Staff accounts of the console from the command line (docs/product.md §6.1), how the first admin is made:
 *   npm run staff -- list
 *   npm run staff -- invite --email jane@lab.example --name "Jane Li" --role admin|sales
 *   npm run staff -- disable --email jane@lab.example
 * An invitation prints the one-time link where the member sets a password (also mailed; in
 * development it lands in the outbox). It asks the running API first with the staff token
 * (STAFF_TOKEN, else DATA_DIR/staff-token); with no API answering, it opens the database itself.
 */
import { parseArgs } from 'node:util';
import { createStaff, disableStaff, invitationLink, listStaff, staffIdByEmail } from '../server/staff/staff-accounts';
import { InviteStaffRequest, StaffEmailRequest, type CommandInvited, type StaffMember } from '../contract/staff';
import { staffAccountsApi } from '../contract/operations/staff';
import { connectStaff, runStaffCommand, UsageError, type StaffRoutes } from './staff/staff-client';
import type { Db } from '../server/db/client';

const USAGE = 'usage: npm run staff -- list | invite --email <email> --name <name> --role admin|sales | disable --email <email>';

const siteUrl = () => process.env.SITE_URL ?? 'http://localhost:3000';

/** The same three operations on the database, when no API runs (the link is printed, not mailed). */
const databaseRoutes = (db: Db): StaffRoutes => ({
  [staffAccountsApi.list.path]: async () => ({ list: await listStaff(db) }),
  [staffAccountsApi.invite.path]: async (body) => {
    const created = await createStaff(db, null, InviteStaffRequest.parse(body));
    const link = invitationLink(siteUrl(), created.inviteToken ?? '');
    return { staff: created.member, inviteExpiresAt: created.inviteExpiresAt?.toISOString() ?? '', link } satisfies CommandInvited;
  },
  [staffAccountsApi.disable.path]: async (body) => {
    const { email } = StaffEmailRequest.parse(body);
    const id = await staffIdByEmail(db, email);
    const member = id ? await disableStaff(db, null, id) : null;
    if (!member) throw new Error(`no staff account ${email}`);
    return member;
  },
});

const line = (member: StaffMember) =>
  [member.id, member.role, member.disabledAt ? 'disabled' : member.passwordSet ? 'active' : 'invited', member.name, member.email].join('\t');

function checked<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T {
  if (result.success) return result.data;
  throw new UsageError(`${result.error.issues.map((issue) => `--${issue.path.map(String).join('.')}: ${issue.message}`).join('; ')}\n${USAGE}`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const staff = await connectStaff(databaseRoutes);
  try {
    switch (command) {
      case 'list': {
        const { list } = await staff.call<{ list: StaffMember[] }>(staffAccountsApi.list.path, {}, true);
        for (const member of list) console.log(line(member));
        console.log(`${list.length} staff accounts (${staff.describe})`);
        return;
      }
      case 'invite': {
        const input = checked(InviteStaffRequest.safeParse({ email: values.email, name: values.name, role: values.role }));
        const invited = await staff.call<CommandInvited>(staffAccountsApi.invite.path, input);
        console.log(line(invited.staff));
        console.log(`Set-password link (one use, until ${invited.inviteExpiresAt}):\n${invited.link}`);
        return;
      }
      case 'disable': {
        const input = checked(StaffEmailRequest.safeParse({ email: values.email }));
        console.log(line(await staff.call<StaffMember>(staffAccountsApi.disable.path, input)));
        return;
      }
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await staff.close();
  }
}

runStaffCommand('staff', main);
