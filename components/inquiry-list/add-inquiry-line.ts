import { mutate } from 'swr';
import { askCustomer } from '@/components/account/use-customer';
import type { Notice } from '@/components/common/notices';
import { quietFailureTextWith, type FailureTranslator } from '@/components/common/use-failure-text';
import { addInquiryLine } from '@/lib/api/islands/inquiry-list';
import type { Locale } from '@/lib/i18n/locales';
import { addToGuestInquiryList, type InquiryLineRef } from '@/lib/inquiry-list/guest-inquiry-list';
import { settleInquiryList } from './inquiry-list-keys';

export interface AddContext {
  locale: Locale;
  notify(notice: Notice): void;
  /** The page's root translator (`useTranslations()`), for the toasts. */
  t: FailureTranslator;
}

/**
 * `quantity` pieces (1 by default) of a goods item and SKU into the visitor's inquiry list (docs/product.md §5): the
 * device's for a guest, the server's for a customer, whose badge and list (SWR) follow. Answers
 * whether it was added; a toast tells the visitor either way. The goods page loads this module
 * on the first click, so the session and list clients stay out of its first load (docs/islands.md).
 */
export async function addToInquiryList(ref: InquiryLineRef, { locale, notify, t }: AddContext, quantity = 1): Promise<boolean> {
  try {
    const customer = await askCustomer();
    if (customer) settleInquiryList(mutate, customer.userId, await addInquiryLine(ref, quantity, locale), true);
    else addToGuestInquiryList({ id: ref.id, skuId: ref.skuId, quantity });
    notify({ severity: 'success', message: t('inquiryList.added') });
    return true;
  } catch (error) {
    const text = quietFailureTextWith(t)(error);
    if (text) notify({ severity: 'error', message: text });
    return false;
  }
}
