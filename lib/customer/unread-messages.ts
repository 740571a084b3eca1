import 'server-only';
/**
 * The visitor's unread messages for the centre header (docs/product.md §2.4 item 8, §10.1). A badge
 * is page chrome: when the count cannot be read the header shows none rather than failing the page.
 */
import { getLocale } from 'next-intl/server';
import { getMessageCounts } from '@/lib/api/centre';
import { isApiError } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import { currentCustomer } from './customer-page';

export async function unreadMessageCount(): Promise<number> {
  const customer = await currentCustomer();
  if (!customer) return 0;
  try {
    return (await getMessageCounts(customer.token, (await getLocale()) as Locale)).unreadCount;
  } catch (error) {
    if (isApiError(error)) return 0;
    throw error;
  }
}
