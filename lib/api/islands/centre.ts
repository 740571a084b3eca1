/**
 * The personal centre's calls from the browser (docs/product.md §10), through the BFF, which adds
 * the session's token. Forms get the envelope as answered, so they can put a refusal under its field.
 */
import { browserApi } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { Envelope } from '@/lib/api/envelope';

export async function markMessageRead(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>('post', '/operation/topmsg/updateMsgHasRead', { id }, { locale });
}

export async function markAllMessagesRead(locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>('post', '/operation/topmsg/updateAllMsgHasRead', {}, { locale });
}

export async function deleteMessage(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>('post', '/operation/topmsg/delete', { id }, { locale });
}

/** The message centre was opened: its "new since last seen" count starts again. */
export async function markMessageCentreSeen(locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>('post', '/user/overseasUser/updateSee', {}, { locale });
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
  return browserApi.call('post', '/erp/invoiceRequest/submit', fields, { locale });
}

export async function cancelInvoiceRequest(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request<unknown>('post', '/erp/invoiceRequest/cancel', { id }, { locale });
}

export function sendSecurityCode(channel: 'mobile' | 'email', locale: ApiLocale): Promise<Envelope> {
  return browserApi.call('post', '/user/overseasUser/sendSecurityCode', { channel }, { locale });
}

export interface PasswordChangeFields {
  oldPassword?: string;
  code?: string;
  channel?: 'mobile' | 'email';
  password: string;
  confirmPassword: string;
}

export function changePassword(fields: PasswordChangeFields, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call('post', '/user/overseasUser/updatePassword', fields, { locale });
}

export function changeContact(channel: 'mobile' | 'email', address: string, code: string, locale: ApiLocale): Promise<Envelope> {
  const path = channel === 'mobile' ? '/user/overseasUser/updateMobile' : '/user/overseasUser/updateEmail';
  return browserApi.call('post', path, { [channel]: address, code }, { locale });
}
