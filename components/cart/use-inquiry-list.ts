'use client';
/**
 * The inquiry list (cart) for every island: a guest's lives on the device (lib/cart/guest-cart),
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
import { addToGuestCart, removeFromGuestCart, setGuestCartQuantity, clampQuantity, lineKey, type CartLineRef } from '@/lib/cart/guest-cart';
import { distinctGoodsIds, fromGuestLine, type InquiryLine } from '@/lib/cart/inquiry-lines';
import type { Locale } from '@/lib/i18n/locales';
import { addCartLine, cancelCartLines, fetchCartLines, fetchCartSize, updateCartLine, type CartSize } from '@/lib/api/islands/inquiry-list';
import { fetchGuestGoods } from './guest-goods';
import { useGuestCart } from './use-guest-cart';

export const INQUIRY_LIST_KEY = 'inquiry-list';

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
  add(ref: CartLineRef): Promise<boolean>;
  setQuantity(ref: CartLineRef, quantity: number): Promise<void>;
  remove(refs: readonly CartLineRef[]): Promise<void>;
  /** An inquiry about these lines was accepted: they leave the list. */
  submitted(refs: readonly CartLineRef[]): Promise<void>;
}

async function knownCustomer(customer: Customer | null | undefined): Promise<Customer | null> {
  if (customer !== undefined) return customer;
  return ((await refreshCustomer()) as Customer | null | undefined) ?? null;
}

export function useInquiryList({ lines: wantLines = false }: { lines?: boolean } = {}): InquiryListState {
  const t = useTranslations('cart');
  const locale = usePageLocale();
  const notify = useNotice();
  const failureText = useQuietFailureText();
  const { mutate } = useSWRConfig();
  const { customer } = useCustomer();
  const updates = useRef(new Map<string, Promise<void>>());
  const owner = customer === undefined ? undefined : customer ? 'customer' : 'guest';
  const userId = customer?.userId;

  const guestLines = useGuestCart();
  const guestIds = useMemo(() => (guestLines ? distinctGoodsIds(guestLines) : []), [guestLines]);
  const guestGoods = useSWR(
    owner === 'guest' && wantLines && guestIds.length > 0 ? [INQUIRY_LIST_KEY, 'guest-goods', locale, guestIds.join(',')] : null,
    () => fetchGuestGoods(guestIds, locale),
    // Removing a line changes the key; the goods already known stay on screen meanwhile.
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  const size = useSWR(userId ? sizeKey(userId) : null, () => fetchCartSize(locale));
  const serverLines = useSWR(userId && wantLines ? linesKey(userId, locale) : null, () => fetchCartLines(locale));

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
    (id: string, answer: CartSize | null | undefined, refetchLines: boolean) => {
      if (typeof answer?.size === 'number') void mutate(sizeKey(id), answer.size, { revalidate: false });
      else void mutate(sizeKey(id));
      if (refetchLines) void mutate((key) => isListKey(key, 'lines'));
    },
    [mutate],
  );

  const add = useCallback(
    async (ref: CartLineRef): Promise<boolean> => {
      const who = await knownCustomer(customer);
      if (!who) {
        addToGuestCart({ id: ref.id, skuId: ref.skuId, quantity: 1 });
        notify({ severity: 'success', message: t('added') });
        return true;
      }
      try {
        settle(who.userId, await addCartLine(ref, locale), true);
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
    async (ref: CartLineRef, quantity: number): Promise<void> => {
      const value = clampQuantity(quantity);
      if (!userId) {
        setGuestCartQuantity(ref, value);
        return;
      }
      const key = lineKey(ref);
      const changed = (current: InquiryLine[] | undefined) => current?.map((line) => (line.key === key ? { ...line, quantity: value } : line));
      void mutate(linesKey(userId, locale), changed, { revalidate: false });
      // Quick clicks on a stepper send in order, so the last quantity shown is the one stored.
      const sent = (updates.current.get(key) ?? Promise.resolve()).then(async () => {
        try {
          await updateCartLine(ref, value, locale);
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
    async (refs: readonly CartLineRef[]): Promise<void> => {
      if (refs.length === 0) return;
      if (!userId) {
        removeFromGuestCart(refs);
        return;
      }
      const gone = new Set(refs.map(lineKey));
      void mutate(linesKey(userId, locale), (current: InquiryLine[] | undefined) => current?.filter((line) => !gone.has(line.key)), { revalidate: false });
      try {
        settle(userId, await cancelCartLines(refs, locale), false);
      } catch (error) {
        report(error);
        void mutate(linesKey(userId, locale));
      }
    },
    [userId, locale, mutate, report, settle],
  );

  const submitted = useCallback(
    async (refs: readonly CartLineRef[]): Promise<void> => {
      if (!userId) {
        removeFromGuestCart(refs);
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
