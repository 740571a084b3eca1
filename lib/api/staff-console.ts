import 'server-only';
/**
 * The staff console's calls (docs/product.md §6.1), with the console login in the `staff-session`
 * header; never cached. Reads answer their data or throw an ApiError (401: back to the login);
 * writes answer their envelope, so the form's handler can say what was refused.
 */
import { AuditLog, ConsoleInquiry, Inbox, StaffList, type StaffLogin, StaffMember } from '@/contract/staff';
import type { InboxState, StaffRole } from '@/contract/staff';
import type { Envelope } from '@/contract/envelope';
import { SearchReport, type SearchReportRequest } from '@/contract/search-report';
import { staffConsoleApi } from '@/contract/operations/staff';
import type { Locale } from '@/lib/i18n/locales';
import type { QuoteFormLine } from '@/lib/staff/quote-form';
import { parseAnswer } from './answer';
import { api } from './config';

export type { ConsoleInquiry, Inbox, StaffMember } from '@/contract/staff';

const asStaff = (token: string, locale: Locale) => ({ locale, headers: { 'staff-session': token }, cache: 'no-store' as const });

export async function getMe(token: string, locale: Locale): Promise<StaffMember> {
  return parseAnswer(StaffMember, await api.request(staffConsoleApi.me, {}, asStaff(token, locale)), staffConsoleApi.me.path);
}

export async function getInbox(
  token: string,
  query: { page: number; state?: InboxState | undefined; search?: string | undefined },
  locale: Locale,
): Promise<Inbox> {
  const params = { page: query.page, limit: 25, ...(query.state ? { state: query.state } : {}), ...(query.search ? { search: query.search } : {}) };
  return parseAnswer(Inbox, await api.request(staffConsoleApi.inbox, params, asStaff(token, locale)), staffConsoleApi.inbox.path);
}

export async function getConsoleInquiry(token: string, id: number, locale: Locale): Promise<ConsoleInquiry> {
  return parseAnswer(ConsoleInquiry, await api.request(staffConsoleApi.inquiry, { id }, asStaff(token, locale)), staffConsoleApi.inquiry.path);
}

export async function getSearchReport(token: string, query: Pick<SearchReportRequest, 'weeks' | 'lang'>, locale: Locale): Promise<SearchReport> {
  const params = { weeks: query.weeks, ...(query.lang ? { lang: query.lang } : {}) };
  return parseAnswer(SearchReport, await api.request(staffConsoleApi.searches, params, asStaff(token, locale)), staffConsoleApi.searches.path);
}

export async function getStaffList(token: string, locale: Locale) {
  return parseAnswer(StaffList, await api.request(staffConsoleApi.staffList, {}, asStaff(token, locale)), staffConsoleApi.staffList.path).list;
}

export async function getAudit(token: string, page: number, locale: Locale) {
  return parseAnswer(AuditLog, await api.request(staffConsoleApi.audit, { page, limit: 50 }, asStaff(token, locale)), staffConsoleApi.audit.path);
}

/** Writes: the envelope as answered (a refusal is for the form to explain). Never retried: a reply must not go twice. */
export const consoleWrites = {
  /** `forwardedFor`: the visitor's X-Forwarded-For chain (lib/client-address.ts), for the API's per-client limit. */
  login: (fields: { email: string; password: string }, forwardedFor: string | undefined): Promise<Envelope<StaffLogin>> =>
    api.call(staffConsoleApi.login, fields, { locale: 'en', idempotent: false, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined }),
  setPassword: (fields: { token: string; password: string }): Promise<Envelope<StaffLogin>> =>
    api.call(staffConsoleApi.setPassword, fields, { locale: 'en', idempotent: false }),
  logout: (token: string) => api.call(staffConsoleApi.logout, {}, { ...asStaff(token, 'en'), idempotent: false }),
  reply: (token: string, fields: { id: number; reply: string }) => api.call(staffConsoleApi.reply, fields, { ...asStaff(token, 'en'), idempotent: false }),
  quote: (token: string, fields: { inquiryId: number; validUntil: string; note: string; lines: QuoteFormLine[] }) =>
    api.call(staffConsoleApi.quote, fields, { ...asStaff(token, 'en'), idempotent: false }),
  close: (token: string, id: number) => api.call(staffConsoleApi.close, { id }, { ...asStaff(token, 'en'), idempotent: false }),
  invite: (token: string, fields: { name: string; email: string; role: StaffRole }) =>
    api.call(staffConsoleApi.invite, fields, { ...asStaff(token, 'en'), idempotent: false }),
  disable: (token: string, id: number) => api.call(staffConsoleApi.disable, { id }, { ...asStaff(token, 'en'), idempotent: false }),
};
