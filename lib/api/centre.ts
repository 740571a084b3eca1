import 'server-only';
/**
 * The personal centre's own data (docs/product.md §10): messages, wallet, invoice requests, the
 * customer level and service records, read with the session token and never cached.
 */
import type { Locale } from '@/lib/i18n/locales';
import { CustomerMessage, MessageCentreSeen } from '@/contract/messages';
import { AccountInfo, InvoiceRequestRow, LedgerEntry } from '@/contract/wallet';
import { CustomerLevel, ServiceRecord } from '@/contract/centre';
import type { LedgerKind, MessageKind, ServiceKind } from '@/contract/centre-constants';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { toPage, type Page } from './envelope';
import type { CustomerPage } from './customer-shape';
import type { PageRequest } from './customer';
import { messagesApi } from '@/contract/operations/messages';
import { walletApi } from '@/contract/operations/wallet';
import { securityApi } from '@/contract/operations/accounts';
import { serviceRecordsApi } from '@/contract/operations/service-records';
import type { OperationRef } from './contract';

export type { CustomerMessage } from '@/contract/messages';
export type { AccountInfo, InvoiceRequestRow, LedgerEntry } from '@/contract/wallet';
export type { CustomerLevel, ServiceRecord } from '@/contract/centre';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });
/** A parsed list as the centre pages page it: at least one page, so pagers always have a last page. */
const pageOf = <T>(answer: Page<T>, limit: number): CustomerPage<T> => ({
  list: answer.list,
  total: answer.total,
  pages: Math.max(1, Math.ceil(answer.total / limit)),
});

export interface MessageFilter {
  kind?: MessageKind | undefined;
  unread?: boolean | undefined;
}

/** The message centre's page, newest first, with the customer's unread count. */
export async function getMessages(
  token: string,
  { page, limit }: PageRequest,
  filter: MessageFilter,
  locale: Locale,
): Promise<CustomerPage<CustomerMessage> & { unread: number }> {
  const operation = messagesApi.listmsg;
  const params = { page, limit, ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.unread ? { unread: true } : {}) };
  const envelope = await api.send(operation, params, { ...personal(locale, token), idempotent: true });
  const answer = toPage(envelope, parseRow(CustomerMessage, operation.path));
  const raw = (envelope.page ?? {}) as { unreadCount?: unknown };
  return { ...pageOf(answer, limit), unread: typeof raw.unreadCount === 'number' ? raw.unreadCount : 0 };
}

/** The unread count of the centre header (selectSeePC). */
export async function getMessageCounts(token: string, locale: Locale): Promise<MessageCentreSeen> {
  const operation = messagesApi.selectSeePC;
  return parseAnswer(MessageCentreSeen, await api.request(operation, {}, personal(locale, token)), operation.path);
}

export async function getAccountInfo(token: string, locale: Locale): Promise<AccountInfo> {
  const operation = walletApi.getAccountInfo;
  return parseAnswer(AccountInfo, await api.request(operation, {}, personal(locale, token)), operation.path);
}

export interface LedgerFilter {
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function getLedger(token: string, { page, limit }: PageRequest, filter: LedgerFilter, locale: Locale): Promise<CustomerPage<LedgerEntry>> {
  const operation = walletApi.getDebtDetail;
  const params = { page, limit, ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) };
  const answer = await api.requestPage(operation, params, personal(locale, token), parseRow(LedgerEntry, operation.path));
  return pageOf(answer, limit);
}

export async function getInvoiceRequests(token: string, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<InvoiceRequestRow>> {
  const operation = walletApi.list;
  const answer = await api.requestPage(
    operation,
    { page, limit },
    { ...personal(locale, token), idempotent: true },
    parseRow(InvoiceRequestRow, operation.path),
  );
  return pageOf(answer, limit);
}

export async function getCustomerLevel(token: string, locale: Locale): Promise<CustomerLevel> {
  const operation = securityApi.level;
  return parseAnswer(CustomerLevel, await api.request(operation, {}, personal(locale, token)), operation.path);
}

const SERVICE_RECORDS: Record<ServiceKind, OperationRef> = {
  experiment: serviceRecordsApi.experimentProgress,
  scan: serviceRecordsApi.scanDetection,
  grinder: serviceRecordsApi.grinderRecord,
};

export async function getServiceRecords(token: string, kind: ServiceKind, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<ServiceRecord>> {
  const operation = SERVICE_RECORDS[kind];
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(ServiceRecord, operation.path));
  return pageOf(answer, limit);
}
