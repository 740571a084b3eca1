'use client';
/**
 * The inquiry list for every island: a guest's lives on the device (lib/inquiry-list/guest-inquiry-list),
 * a customer's on the server (/online/toGoodsCar/*, docs/product.md §7.1) through the BFF. The SWR keys
 * are shared, so the header badge and the list page always show the same list.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import { refreshCustomer, useCustomer, type Customer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { useNotice } from '@/components/common/notices';
import { addToGuestInquiryList, removeFromGuestInquiryList, setGuestInquiryQuantity, clampQuantity, lineKey, type InquiryLineRef } from '@/lib/inquiry-list/guest-inquiry-list';
import { distinctGoodsIds, fromGuestLine, type InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import type { Locale } from '@/lib/i18n/locales';
import { addInquiryLine, removeInquiryLines, fetchInquiryLines, fetchInquiryListSize, updateInquiryLine, type InquiryListSize } from '@/lib/api/islands/inquiry-list';
import { fetchGuestGoods } from './guest-goods';
import { useGuestInquiryList } from './use-guest-inquiry-list';

const INQUIRY_LIST_KEY = 'inquiry-list';

const sizeKey = (userId: string) => [INQUIRY_LIST_KEY, 'size', userId] as const;
const linesKey = (userId: string, locale: Locale) => [INQUIRY_LIST_KEY, 'lines', userId, locale] as const;

function isListKey(key: unknown, part: 'size' | 'lines'): boolean {
  return Array.isArray(key) && key[0] === INQUIRY_LIST_KEY && key[1] === part;
}

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
  /** One piece of a goods item and SKU (docs/product.md §5); answers whether it was added. */
  add(ref: InquiryLineRef): Promise<boolean>;
  setQuantity(ref: InquiryLineRef, quantity: number): Promise<void>;
  remove(refs: readonly InquiryLineRef[]): Promise<void>;
  /** An inquiry about these lines was accepted: they leave the list. */
  submitted(refs: readonly InquiryLineRef[]): Promise<void>;
}

async function knownCustomer(customer: Customer | null | undefined): Promise<Customer | null> {
  if (customer !== undefined) return customer;
  return ((await refreshCustomer()) as Customer | null | undefined) ?? null;
}

export function useInquiryList({ lines: wantLines = false }: { lines?: boolean } = {}): InquiryListState {
  const t = useTranslations('inquiryList');
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
    owner === 'guest' && wantLines && guestIds.length > 0 ? [INQUIRY_LIST_KEY, 'guest-goods', locale, guestIds.join(',')] : null,
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

  const count = owner === 'guest' ? guestLines?.length : owner === 'customer' ? (typeof size.data === 'number' ? size.data : serverLines.data?.length) : undefined;

  const report = useCallback(
    (error: unknown) => {
      const text = failureText(error);
      if (text) notify({ severity: 'error', message: text });
    },
    [failureText, notify],
  );

  /** The server answered the new number of lines; lines shown elsewhere are fetched again. */
  const settle = useCallback(
    (id: string, answer: InquiryListSize | null | undefined, refetchLines: boolean) => {
      if (typeof answer?.size === 'number') void mutate(sizeKey(id), answer.size, { revalidate: false });
      else void mutate(sizeKey(id));
      if (refetchLines) void mutate((key) => isListKey(key, 'lines'));
    },
    [mutate],
  );

  const add = useCallback(
    async (ref: InquiryLineRef): Promise<boolean> => {
      const who = await knownCustomer(customer);
      if (!who) {
        addToGuestInquiryList({ id: ref.id, skuId: ref.skuId, quantity: 1 });
        notify({ severity: 'success', message: t('added') });
        return true;
      }
      try {
        settle(who.userId, await addInquiryLine(ref, locale), true);
        notify({ severity: 'success', message: t('added') });
        return true;
      } catch (error) {
        report(error);
        return false;
      }
    },
    [customer, locale, notify, report, settle, t],
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
        settle(userId, await removeInquiryLines(refs, locale), false);
      } catch (error) {
        report(error);
        void mutate(linesKey(userId, locale));
      }
    },
    [userId, locale, mutate, report, settle],
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
  return { owner, count, lines, error: wantLines ? error : undefined, retry, add, setQuantity, remove, submitted };
}
