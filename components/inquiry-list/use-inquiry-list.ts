'use client';
/**
 * The inquiry list for every island: a guest's lives on the device (lib/inquiry-list/guest-inquiry-list),
 * a customer's on the server (/online/toGoodsCar/*, docs/product.md §7.1) through the BFF. The SWR keys
 * are shared, so the header badge and the list page always show the same list.
 */
import { useCallback, useMemo, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { useNotice } from '@/components/common/notices';
import { removeFromGuestInquiryList, setGuestInquiryQuantity, lineKey, type InquiryLineRef } from '@/lib/inquiry-list/guest-inquiry-list';
import { clampQuantity } from '@/lib/inquiry-list/quantity';
import { distinctGoodsIds, fromGuestLine, type InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import { removeInquiryLines, fetchInquiryLines, fetchInquiryListSize, updateInquiryLine } from '@/lib/api/islands/inquiry-list';
import { fetchGuestGoods } from './guest-goods';
import { guestGoodsKey, isListKey, linesKey, settleInquiryList, sizeKey } from './inquiry-list-keys';
import { useGuestInquiryList } from './use-guest-inquiry-list';

export interface InquiryListState {
  /** Where the list lives; undefined until the session is known (and on the server). */
  owner: 'guest' | 'customer' | undefined;
  /** Lines, not pieces (the header badge); undefined until known. */
  count: number | undefined;
  /** Only when asked for with `{ lines: true }`; undefined while loading. */
  lines: InquiryLine[] | undefined;
  /** Why the lines could not be loaded. */
  error: unknown;
  retry(): void;
  setQuantity(ref: InquiryLineRef, quantity: number): Promise<void>;
  remove(refs: readonly InquiryLineRef[]): Promise<void>;
  /** An inquiry about these lines was accepted: they leave the list. */
  submitted(refs: readonly InquiryLineRef[]): Promise<void>;
}

export function useInquiryList({ lines: wantLines = false }: { lines?: boolean } = {}): InquiryListState {
  const locale = usePageLocale();
  const notify = useNotice();
  const failureText = useQuietFailureText();
  const { mutate } = useSWRConfig();
  const { customer } = useCustomer();
  const updates = useRef(new Map<string, Promise<void>>());
  const owner = customer === undefined ? undefined : customer ? 'customer' : 'guest';
  const userId = customer?.userId;

  const guestLines = useGuestInquiryList();
  const guestIds = useMemo(() => (guestLines ? distinctGoodsIds(guestLines) : []), [guestLines]);
  const guestGoods = useSWR(
    owner === 'guest' && wantLines && guestIds.length > 0 ? guestGoodsKey(locale, guestIds) : null,
    () => fetchGuestGoods(guestIds, locale),
    // Removing a line changes the key; the goods already known stay on screen meanwhile.
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  const size = useSWR(userId ? sizeKey(userId) : null, () => fetchInquiryListSize(locale));
  const serverLines = useSWR(userId && wantLines ? linesKey(userId, locale) : null, () => fetchInquiryLines(locale));

  const lines = useMemo((): InquiryLine[] | undefined => {
    if (!wantLines || owner === undefined) return undefined;
    if (owner === 'customer') return serverLines.data;
    if (guestLines === null) return undefined;
    const goods = guestGoods.data;
    return guestLines.map((line) => fromGuestLine(line, goods?.has(line.id) ? goods.get(line.id) : undefined));
  }, [wantLines, owner, serverLines.data, guestLines, guestGoods.data]);

  const count =
    owner === 'guest' ? guestLines?.length : owner === 'customer' ? (typeof size.data === 'number' ? size.data : serverLines.data?.length) : undefined;

  const report = useCallback(
    (error: unknown) => {
      const text = failureText(error);
      if (text) notify({ severity: 'error', message: text });
    },
    [failureText, notify],
  );

  const setQuantity = useCallback(
    async (ref: InquiryLineRef, quantity: number): Promise<void> => {
      const value = clampQuantity(quantity);
      if (!userId) {
        setGuestInquiryQuantity(ref, value);
        return;
      }
      const key = lineKey(ref);
      const changed = (current: InquiryLine[] | undefined) => current?.map((line) => (line.key === key ? { ...line, quantity: value } : line));
      void mutate(linesKey(userId, locale), changed, { revalidate: false });
      // Quick clicks on a stepper send in order, so the last quantity shown is the one stored.
      const sent = (updates.current.get(key) ?? Promise.resolve()).then(async () => {
        try {
          await updateInquiryLine(ref, value, locale);
        } catch (error) {
          report(error);
          void mutate(linesKey(userId, locale));
        }
      });
      updates.current.set(key, sent);
      await sent;
      if (updates.current.get(key) === sent) updates.current.delete(key);
    },
    [userId, locale, mutate, report],
  );

  const remove = useCallback(
    async (refs: readonly InquiryLineRef[]): Promise<void> => {
      if (refs.length === 0) return;
      if (!userId) {
        removeFromGuestInquiryList(refs);
        return;
      }
      const gone = new Set(refs.map(lineKey));
      void mutate(linesKey(userId, locale), (current: InquiryLine[] | undefined) => current?.filter((line) => !gone.has(line.key)), { revalidate: false });
      try {
        settleInquiryList(mutate, userId, await removeInquiryLines(refs, locale), false);
      } catch (error) {
        report(error);
        void mutate(linesKey(userId, locale));
      }
    },
    [userId, locale, mutate, report],
  );

  const submitted = useCallback(
    async (refs: readonly InquiryLineRef[]): Promise<void> => {
      if (!userId) {
        removeFromGuestInquiryList(refs);
        return;
      }
      // The API removed them in the inquiry's own transaction (fromCart); show what it kept.
      await Promise.all([mutate(sizeKey(userId)), mutate((key) => isListKey(key, 'lines'))]);
    },
    [userId, mutate],
  );

  const retry = useCallback(() => {
    void guestGoods.mutate();
    void serverLines.mutate();
  }, [guestGoods, serverLines]);

  const error = owner === 'customer' ? serverLines.error : guestGoods.error;
  return { owner, count, lines, error: wantLines ? error : undefined, retry, setQuantity, remove, submitted };
}
