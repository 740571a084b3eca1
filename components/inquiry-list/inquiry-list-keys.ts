import type { ScopedMutator } from 'swr';
import type { Locale } from '@/lib/i18n/locales';
import type { InquiryListSize } from '@/lib/api/islands/inquiry-list';

/**
 * The SWR keys of a customer's inquiry list, shared by the header badge, the list page and the
 * goods page's 'Add to inquiry list', so all of them show the same list.
 */
const INQUIRY_LIST_KEY = 'inquiry-list';

export const guestGoodsKey = (locale: Locale, ids: readonly number[]) => [INQUIRY_LIST_KEY, 'guest-goods', locale, ids.join(',')] as const;
export const sizeKey = (userId: string) => [INQUIRY_LIST_KEY, 'size', userId] as const;
export const linesKey = (userId: string, locale: Locale) => [INQUIRY_LIST_KEY, 'lines', userId, locale] as const;

export function isListKey(key: unknown, part: 'size' | 'lines'): boolean {
  return Array.isArray(key) && key[0] === INQUIRY_LIST_KEY && key[1] === part;
}

/** The server answered the new number of lines; lines shown elsewhere are fetched again. */
export function settleInquiryList(mutate: ScopedMutator, userId: string, answer: InquiryListSize | null | undefined, refetchLines: boolean): void {
  if (typeof answer?.size === 'number') void mutate(sizeKey(userId), answer.size, { revalidate: false });
  else void mutate(sizeKey(userId));
  if (refetchLines) void mutate((key) => isListKey(key, 'lines'));
}
