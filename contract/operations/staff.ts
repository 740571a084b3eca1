/**
 * The staff console's operations (docs/product.md §6.1, docs/architecture.md §3): the login is
 * public, the rest need a console session (`staff-session` header; access 'staffSession'), never
 * the command line's shared STAFF_TOKEN. None is reachable through the storefront's BFF.
 */
import { operation } from '../operation';
import type {
  AuditLog,
  CommandInvited,
  AuditRequest,
  ConsoleInquiry,
  ConsoleInquiryRequest,
  ConsoleReplyRequest,
  Inbox,
  InboxRequest,
  InquiryClosed,
  InviteStaffRequest,
  NoStaffInput,
  StaffEmailRequest,
  StaffIdRequest,
  StaffInvited,
  StaffList,
  StaffLogin,
  StaffLoginRequest,
  StaffMember,
  StaffSetPasswordRequest,
} from '../staff';
import type { InquiryAnswered } from '../inquiries';
import type { Quote, SendQuoteRequest } from '../quotes';
import type { NoData } from '../envelope';
import type { SearchReport, SearchReportRequest } from '../search-report';

export const staffConsoleApi = {
  login: operation<{ input: typeof StaffLoginRequest; data: typeof StaffLogin }>()({
    path: '/staff/console/login',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  setPassword: operation<{ input: typeof StaffSetPasswordRequest; data: typeof StaffLogin }>()({
    path: '/staff/console/password',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  logout: operation<{ input: typeof NoStaffInput; data: typeof NoData }>()({
    path: '/staff/console/logout',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  me: operation<{ input: typeof NoStaffInput; data: typeof StaffMember }>()({ path: '/staff/console/me', mode: 'get', access: 'staffSession', islands: false }),
  inbox: operation<{ input: typeof InboxRequest; data: typeof Inbox }>()({ path: '/staff/console/inbox', mode: 'get', access: 'staffSession', islands: false }),
  searches: operation<{ input: typeof SearchReportRequest; data: typeof SearchReport }>()({
    path: '/staff/console/searches',
    mode: 'get',
    access: 'staffSession',
    islands: false,
  }),
  inquiry: operation<{ input: typeof ConsoleInquiryRequest; data: typeof ConsoleInquiry }>()({
    path: '/staff/console/inquiry',
    mode: 'get',
    access: 'staffSession',
    islands: false,
  }),
  reply: operation<{ input: typeof ConsoleReplyRequest; data: typeof InquiryAnswered }>()({
    path: '/staff/console/reply',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  quote: operation<{ input: typeof SendQuoteRequest; data: typeof Quote }>()({
    path: '/staff/console/quote',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  close: operation<{ input: typeof ConsoleInquiryRequest; data: typeof InquiryClosed }>()({
    path: '/staff/console/close',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  staffList: operation<{ input: typeof NoStaffInput; data: typeof StaffList }>()({
    path: '/staff/console/staff',
    mode: 'get',
    access: 'staffSession',
    islands: false,
  }),
  invite: operation<{ input: typeof InviteStaffRequest; data: typeof StaffInvited }>()({
    path: '/staff/console/staff/invite',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  disable: operation<{ input: typeof StaffIdRequest; data: typeof StaffMember }>()({
    path: '/staff/console/staff/disable',
    mode: 'post',
    access: 'staffSession',
    islands: false,
  }),
  audit: operation<{ input: typeof AuditRequest; data: typeof AuditLog }>()({
    path: '/staff/console/audit',
    mode: 'get',
    access: 'staffSession',
    islands: false,
  }),
};

/** The same accounts from the command line (`npm run staff`, bearer STAFF_TOKEN): how the first admin is made. */
export const staffAccountsApi = {
  list: operation<{ input: typeof NoStaffInput; data: typeof StaffList }>()({ path: '/staff/accounts', mode: 'get', access: 'staff', islands: false }),
  invite: operation<{ input: typeof InviteStaffRequest; data: typeof CommandInvited }>()({
    path: '/staff/accounts/invite',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  disable: operation<{ input: typeof StaffEmailRequest; data: typeof StaffMember }>()({
    path: '/staff/accounts/disable',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
