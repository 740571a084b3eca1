/**
 * The staff console (docs/product.md §6.1): the sales team's own accounts, their logins, the inbox
 * of inquiries, one inquiry with its thread and the customer's history, and the audit log.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, isEmail } from './rules';
import { intField, paging } from './fields';
import { isoTime, money, whole } from './envelope';
import { passwordField } from './accounts';
import { StaffInquiry } from './inquiries';
import { Quote } from './quotes';

export const STAFF_ROLES = ['sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const INBOX_STATES = ['open', 'answered', 'closed'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** The longest reply, as /staff/inquiries/answer allows. */
const REPLY_MAX = 2000;
const SEARCH_MAX = 100;

export const StaffMember = z.object({
  id: whole(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabledAt: isoTime().nullable(),
  invitedBy: whole().nullable(),
  createdAt: isoTime(),
  /** false while an invited member has not set a password yet. */
  passwordSet: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffLogin = z.object({ token: z.string(), expiresAt: isoTime(), staff: StaffMember });
export type StaffLogin = z.infer<typeof StaffLogin>;

export const StaffList = z.object({ list: z.array(StaffMember) });

export const StaffInvited = z.object({ staff: StaffMember, inviteExpiresAt: isoTime() });
export type StaffInvited = z.infer<typeof StaffInvited>;

/** What the command line is told of an invitation: the link too, since the person at the terminal holds STAFF_TOKEN already. */
export const CommandInvited = StaffInvited.extend({ link: z.string() });
export type CommandInvited = z.infer<typeof CommandInvited>;

/** One row of the inbox: enough to choose what to answer next. */
export const InboxRow = z.object({
  id: whole(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  createdAt: isoTime(),
  replyBy: isoTime(),
  answeredAt: isoTime().nullable(),
  closedAt: isoTime().nullable(),
  state: z.enum(INBOX_STATES),
  /** Unanswered, open and past its reply-by time. */
  overdue: z.boolean(),
  /** The Cat. Nos. asked about. */
  itemnos: z.array(z.string()),
});
export type InboxRow = z.infer<typeof InboxRow>;

export const Inbox = z.object({ list: z.array(InboxRow), totalCount: whole(), page: whole(), limit: whole() });
export type Inbox = z.infer<typeof Inbox>;

const ThreadMessage = z.object({
  id: whole(),
  author: z.enum(['customer', 'staff']),
  /** The staff member's name as it was; null for the customer, and for the team as a whole (command line). */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: isoTime(),
});

/** A goods line with a SKU as a quote of it would start: the pricing rule's prices now. */
const QuoteDraftLine = z.object({
  goodsId: whole(),
  skuId: whole(),
  /** The SKU's list price (CNY): a quoted price may not exceed it. */
  listPrice: money(),
  /** The pricing rule's net unit price now (CNY), the one the goods page shows. */
  netPrice: money(),
  /** false: off shelf or no longer sold, so it cannot be quoted. */
  obtainable: z.boolean(),
});
export type QuoteDraftLine = z.infer<typeof QuoteDraftLine>;

export const ConsoleInquiry = z.object({
  inquiry: StaffInquiry.extend({ closedAt: isoTime().nullable(), state: z.enum(INBOX_STATES), overdue: z.boolean() }),
  thread: z.array(ThreadMessage),
  /** The same customer's other inquiries (by account, else by email), newest first. */
  history: z.array(InboxRow),
  /** Its quotes, newest first, each with its state now and, once accepted, its order. */
  quotes: z.array(Quote),
  /** Its goods lines that name a SKU (and still exist), priced for a new quote. */
  draft: z.array(QuoteDraftLine),
});
export type ConsoleInquiry = z.infer<typeof ConsoleInquiry>;

export const InquiryClosed = z.object({ id: whole(), closedAt: isoTime() });

export const AuditEntry = z.object({
  id: whole(),
  staffId: whole().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: whole(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: isoTime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLog = z.object({ list: z.array(AuditEntry), totalCount: whole() });

const staffEmailField = () =>
  z
    .string({ error: 'please enter an email address' })
    .trim()
    .refine(isEmail, { error: 'must be an email address such as jane@example.com' })
    .meta({ description: 'Email address (case does not matter)', example: 'jane@labshop.example' });

const idField = (what: string) => intField().pipe(z.number().min(1, { error: `must be ${what} id` }));

export const StaffLoginRequest = z.object({
  email: staffEmailField(),
  password: z
    .string({ error: 'please enter your password' })
    .min(1, { error: 'please enter your password' })
    .max(ACCOUNT_LIMITS.currentPasswordMax, { error: `must be at most ${ACCOUNT_LIMITS.currentPasswordMax} characters` }),
});

export const StaffSetPasswordRequest = z.object({
  token: z.string({ error: 'must be the token of the invitation' }).min(1, { error: 'must be the token of the invitation' }).max(200),
  password: passwordField(),
});

export const NoStaffInput = z.object({});

export const InboxRequest = z.object({
  ...paging(25, 100),
  state: z
    .enum(INBOX_STATES, { error: 'must be open, answered or closed' })
    .optional()
    .meta({ description: 'open (unanswered), answered or closed; none: all' }),
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(SEARCH_MAX, { error: `must be at most ${SEARCH_MAX} characters` })
    .optional()
    .meta({ description: "Part of the customer's name, company or email, or of a Cat. No.", example: 'AB1022' }),
});
export type InboxRequest = z.output<typeof InboxRequest>;

export const ConsoleInquiryRequest = z.object({ id: idField('an inquiry') });

export const ConsoleReplyRequest = z.object({
  id: idField('an inquiry'),
  reply: z
    .string({ error: 'please write a reply' })
    .trim()
    .min(1, { error: 'please write a reply' })
    .max(REPLY_MAX, { error: `must be at most ${REPLY_MAX} characters` }),
});

export const InviteStaffRequest = z.object({
  name: z
    .string({ error: 'please enter a name' })
    .trim()
    .min(ACCOUNT_LIMITS.userNameMin, { error: `must be at least ${ACCOUNT_LIMITS.userNameMin} characters` })
    .max(ACCOUNT_LIMITS.userNameMax, { error: `must be at most ${ACCOUNT_LIMITS.userNameMax} characters` }),
  email: staffEmailField(),
  role: z.enum(STAFF_ROLES, { error: 'must be sales or admin' }),
});

export const StaffIdRequest = z.object({ id: idField('a staff') });

export const StaffEmailRequest = z.object({ email: staffEmailField() });

export const AuditRequest = z.object({ ...paging(50, 200) });
