/**
 * The personal centre's calls from the browser (docs/product.md §10), through the BFF, which adds
 * the session's token. Forms get the envelope as answered, so they can put a refusal under its field.
 */
import { browserApi } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { Envelope } from '@/lib/api/envelope';
import type { OperationFields, OperationInput } from '@/contract/operation';
import { messagesApi } from '@/contract/operations/messages';
import { walletApi } from '@/contract/operations/wallet';
import { securityApi } from '@/contract/operations/accounts';

export async function markMessageRead(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request(messagesApi.updateMsgHasRead, { id }, { locale });
}

export async function markAllMessagesRead(locale: ApiLocale): Promise<void> {
  await browserApi.request(messagesApi.updateAllMsgHasRead, {}, { locale });
}

export async function deleteMessage(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request(messagesApi.delete, { id }, { locale });
}

/** The message centre was opened: its "new since last seen" count starts again. */
export async function markMessageCentreSeen(locale: ApiLocale): Promise<void> {
  await browserApi.request(messagesApi.updateSee, {}, { locale });
}

export function submitInvoiceRequest(fields: OperationInput<typeof walletApi.submit>, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(walletApi.submit, fields, { locale });
}

export async function cancelInvoiceRequest(id: number, locale: ApiLocale): Promise<void> {
  await browserApi.request(walletApi.cancel, { id }, { locale });
}

export function sendSecurityCode(channel: 'mobile' | 'email', locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(securityApi.sendSecurityCode, { channel }, { locale });
}

export type PasswordChangeFields = OperationFields<typeof securityApi.updatePassword>;

export function changePassword(fields: PasswordChangeFields, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(securityApi.updatePassword, fields, { locale });
}

export function changeContact(channel: 'mobile' | 'email', address: string, code: string, locale: ApiLocale): Promise<Envelope> {
  return channel === 'mobile'
    ? browserApi.call(securityApi.updateMobile, { mobile: address, code }, { locale })
    : browserApi.call(securityApi.updateEmail, { email: address, code }, { locale });
}
