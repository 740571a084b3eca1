/**
 * The staff console's operations (docs/product.md §6.1): login and the set-password step are public,
 * everything else needs a console session (./staff-session-route.ts); staff management is admin-only.
 */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { defineStaffSessionRoute } from './staff-session-route';
import { logIn, logOut, openSession } from './staff-sessions';
import { STAFF_LOGIN_FAILURES_ALLOWED, STAFF_LOGIN_WINDOW_SECONDS } from './staff-login-throttle';
import { acceptInvitation, createStaff, disableStaff, listStaff, sendInvitation } from './staff-accounts';
import { listAudit, recordAudit } from './staff-audit';
import { consoleInquiry, listInbox } from './inbox';
import { closeInquiry, replyToInquiry } from './inquiry-actions';
import { sendConsoleQuote } from './console-quote';
import { quotesOfInquiry } from '../quotes/quote-reads';
import { quoteDraft } from '../quotes/rule-prices';
import {
  AuditLog,
  AuditRequest,
  ConsoleInquiry,
  ConsoleInquiryRequest,
  ConsoleReplyRequest,
  Inbox,
  InboxRequest,
  InquiryClosed,
  InviteStaffRequest,
  NoStaffInput,
  StaffIdRequest,
  StaffInvited,
  StaffList,
  StaffLogin,
  StaffLoginRequest,
  StaffMember,
  StaffSetPasswordRequest,
} from '../../contract/staff';
import { InquiryAnswered } from '../../contract/inquiries';
import { Quote, SendQuoteRequest } from '../../contract/quotes';
import { NoData } from '../../contract/envelope';
import { staffConsoleApi } from '../../contract/operations/staff';

const TAG = 'Staff console';

const login = defineRoute({
  operation: staffConsoleApi.login,
  data: StaffLogin,
  tag: TAG,
  summary: 'Log in to the staff console',
  description:
    'Answers { token, expiresAt, staff }; send the token as the `staff-session` header. A wrong email or password, or a disabled account: 400. ' +
    `After ${STAFF_LOGIN_FAILURES_ALLOWED} failures of an email, or PASSWORD_FAILURES_PER_CLIENT failures from one client, within ` +
    `${STAFF_LOGIN_WINDOW_SECONDS / 60} minutes: code 429 until the window ends.`,
  input: StaffLoginRequest,
  handler: async ({ email, password }, ctx) => {
    const session = await logIn(ctx.db, email, password, { address: ctx.clientAddress, failuresAllowed: ctx.settings.passwordFailuresPerClient });
    await recordAudit(ctx.db, { id: session.staff.id, name: session.staff.name }, { action: 'staff.login', subjectType: 'staff', subjectId: session.staff.id });
    return ok(session);
  },
});

const setPassword = defineRoute({
  operation: staffConsoleApi.setPassword,
  data: StaffLogin,
  tag: TAG,
  summary: "Set an invited member's password with the invitation's one-time token, and log in",
  description: 'Answers a login as /staff/console/login does; a used, expired or unknown token: 400.',
  input: StaffSetPasswordRequest,
  handler: async ({ token, password }, ctx) => ok(await openSession(ctx.db, await acceptInvitation(ctx.db, token, password))),
});

const logout = defineStaffSessionRoute({
  operation: staffConsoleApi.logout,
  data: NoData,
  tag: TAG,
  summary: 'End this console login',
  input: NoStaffInput,
  handler: async (_input, ctx) => {
    await logOut(ctx.db, ctx.sessionToken);
    return ok(null);
  },
});

const me = defineStaffSessionRoute({
  operation: staffConsoleApi.me,
  data: StaffMember,
  tag: TAG,
  summary: 'The logged-in staff member',
  input: NoStaffInput,
  handler: async (_input, ctx) => ok(ctx.staff),
});

const inbox = defineStaffSessionRoute({
  operation: staffConsoleApi.inbox,
  data: Inbox,
  tag: TAG,
  summary: 'Inquiries to answer: open ones oldest first (overdue lead), then answered and closed ones newest first',
  description: 'Answers { list, totalCount, page, limit }; filter by state, search by name, company, email or Cat. No.',
  input: InboxRequest,
  handler: async (input, ctx) => ok({ ...(await listInbox(ctx.db, input)), page: input.page, limit: input.limit }),
});

const inquiry = defineStaffSessionRoute({
  operation: staffConsoleApi.inquiry,
  data: ConsoleInquiry,
  tag: TAG,
  summary: "One inquiry with its goods, its thread, the customer's other inquiries, its quotes and a new quote's rule prices",
  description: 'An unknown id: code 3.',
  input: ConsoleInquiryRequest,
  handler: async ({ id }, ctx) => {
    const view = found(await consoleInquiry(ctx.db, id), `id: no inquiry ${id}`);
    const [quotes, draft] = await Promise.all([quotesOfInquiry(ctx.db, id), quoteDraft(ctx.db, view.inquiry.goods)]);
    return ok({ ...view, quotes, draft });
  },
});

const reply = defineStaffSessionRoute({
  operation: staffConsoleApi.reply,
  data: InquiryAnswered,
  tag: TAG,
  summary: "Reply to an inquiry under the staff member's name (audited)",
  description: "The reply joins the thread and a logged-in customer's message centre with the member's name; an unknown id: code 3.",
  input: ConsoleReplyRequest,
  handler: async ({ id, reply: text }, ctx) => ok(found(await replyToInquiry(ctx.db, ctx.staff, id, text), `id: no inquiry ${id}`)),
});

const quote = defineStaffSessionRoute({
  operation: staffConsoleApi.quote,
  data: Quote,
  tag: TAG,
  summary: "Send a quote for an inquiry under the staff member's name (audited)",
  description:
    'As /staff/quotes/send (lines absent: every goods line with a SKU; a unitPrice absent: the pricing rule’s net price), with the member as the quote’s sender. ' +
    'Unknown inquiry: code 3; a line not in the inquiry, off shelf or priced above list, or a validity not in the future: 400 naming the field.',
  input: SendQuoteRequest,
  handler: async (input, ctx) => ok(await sendConsoleQuote(ctx.db, ctx.staff, input, { mailer: ctx.mailer, siteUrl: ctx.settings.siteUrl })),
});

const close = defineStaffSessionRoute({
  operation: staffConsoleApi.close,
  data: InquiryClosed,
  tag: TAG,
  summary: 'Close an inquiry (audited)',
  description: 'Closing again keeps the first time; an unknown id: code 3.',
  input: ConsoleInquiryRequest,
  handler: async ({ id }, ctx) => ok(found(await closeInquiry(ctx.db, ctx.staff, id), `id: no inquiry ${id}`)),
});

const staffList = defineStaffSessionRoute({
  operation: staffConsoleApi.staffList,
  data: StaffList,
  tag: TAG,
  adminOnly: true,
  summary: 'Every staff account',
  input: NoStaffInput,
  handler: async (_input, ctx) => ok({ list: await listStaff(ctx.db) }),
});

const invite = defineStaffSessionRoute({
  operation: staffConsoleApi.invite,
  data: StaffInvited,
  tag: TAG,
  adminOnly: true,
  summary: 'Invite a staff member (audited): the account is created and a one-time set-password link is mailed',
  description: 'An email that already has an account (whatever its case): 400.',
  input: InviteStaffRequest,
  handler: async (input, ctx) => {
    const created = await createStaff(ctx.db, ctx.staff, input);
    if (created.inviteToken) await sendInvitation(ctx.mailer, ctx.settings.siteUrl, created.member, created.inviteToken);
    return ok({ staff: created.member, inviteExpiresAt: (created.inviteExpiresAt ?? new Date()).toISOString() });
  },
});

const disable = defineStaffSessionRoute({
  operation: staffConsoleApi.disable,
  data: StaffMember,
  tag: TAG,
  adminOnly: true,
  summary: 'Disable a staff account at once, its live sessions too (audited)',
  description: 'Your own account: 400; an unknown id: code 3.',
  input: StaffIdRequest,
  handler: async ({ id }, ctx) => ok(found(await disableStaff(ctx.db, ctx.staff, id), `id: no staff account ${id}`)),
});

const audit = defineStaffSessionRoute({
  operation: staffConsoleApi.audit,
  data: AuditLog,
  tag: TAG,
  summary: 'What staff did, newest first',
  input: AuditRequest,
  handler: async (input, ctx) => ok(await listAudit(ctx.db, input)),
});

export const staffConsoleRoutes = [login, setPassword, logout, me, inbox, inquiry, reply, quote, close, staffList, invite, disable, audit];
