/**
 * The personal centre's calls from the browser (docs/product.md §10), through the BFF, which adds
 * the session's token. Forms get the envelope as answered, so they can put a refusal under its field.
 */
import { browserApi } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { Envelope } from '@/lib/api/envelope';
import { messagesApi } from '@/contract/operations/messages';
import { walletApi } from '@/contract/operations/wallet';
import { securityApi } from '@/contract/operations/accounts';

export async function markMessageRead(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>(messagesApi.updateMsgHasRead, { id }, { locale });
}

export async function markAllMessagesRead(locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>(messagesApi.updateAllMsgHasRead, {}, { locale });
}

export async function deleteMessage(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>(messagesApi.delete, { id }, { locale });
}

/** The message centre was opened: its "new since last seen" count starts again. */
export async function markMessageCentreSeen(locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>(messagesApi.updateSee, {}, { locale });
}

export interface InvoiceRequestFields {
  orderNo: string;
  amount: string;
  title: string;
  taxNumber: string;
  type: string;
  email: string;
}

export function submitInvoiceRequest(fields: InvoiceRequestFields, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(walletApi.submit, fields, { locale });
}

export async function cancelInvoiceRequest(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>(walletApi.cancel, { id }, { locale });
}

export function sendSecurityCode(channel: 'mobile' | 'email', locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(securityApi.sendSecurityCode, { channel }, { locale });
}

export interface PasswordChangeFields {
  oldPassword?: string;
  code?: string;
  channel?: 'mobile' | 'email';
  password: string;
  confirmPassword: string;
}

export function changePassword(fields: PasswordChangeFields, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(securityApi.updatePassword, fields, { locale });
}

export function changeContact(channel: 'mobile' | 'email', address: string, code: string, locale: ApiLocale): Promise<Envelope> {
  const operation = channel === 'mobile' ? securityApi.updateMobile : securityApi.updateEmail;
  return browserApi.call(operation, { [channel]: address, code }, { locale });
}
