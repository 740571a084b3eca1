/**
 * Staff accounts from the command line (`npm run staff`, docs/product.md §6.1): the shared STAFF_TOKEN
 * may list, invite and disable, which is how the first admin is made. Audited as the command line.
 */
import { found, ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { createStaff, disableStaff, invitationLink, listStaff, sendInvitation, staffIdByEmail } from './staff-accounts';
import { CommandInvited, InviteStaffRequest, NoStaffInput, StaffEmailRequest, StaffList, StaffMember } from '../../contract/staff';
import { staffAccountsApi } from '../../contract/operations/staff';

const list = defineStaffRoute({
  operation: staffAccountsApi.list,
  data: StaffList,
  tag: 'Staff',
  summary: 'Every staff account of the console',
  input: NoStaffInput,
  handler: async (_input, ctx) => ok({ list: await listStaff(ctx.db) }),
});

const invite = defineStaffRoute({
  operation: staffAccountsApi.invite,
  data: CommandInvited,
  tag: 'Staff',
  summary: 'Invite a staff member: the account, and its one-time set-password link (mailed, and answered to the command line)',
  description: 'An email that already has an account (whatever its case): 400.',
  input: InviteStaffRequest,
  handler: async (input, ctx) => {
    const created = await createStaff(ctx.db, null, input);
    const token = created.inviteToken ?? '';
    await sendInvitation(ctx.mailer, ctx.settings.siteUrl, created.member, token);
    return ok({
      staff: created.member,
      inviteExpiresAt: (created.inviteExpiresAt ?? new Date()).toISOString(),
      link: invitationLink(ctx.settings.siteUrl, token),
    });
  },
});

const disable = defineStaffRoute({
  operation: staffAccountsApi.disable,
  data: StaffMember,
  tag: 'Staff',
  summary: 'Disable a staff account at once, its live sessions too',
  description: 'No account with that email: code 3.',
  input: StaffEmailRequest,
  handler: async ({ email }, ctx) => {
    const id = await staffIdByEmail(ctx.db, email);
    return ok(found(id ? await disableStaff(ctx.db, null, id) : null, `email: no staff account ${email}`));
  },
});

export const staffAccountRoutes = [list, invite, disable];
