'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { useCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useNotice } from '@/components/common/notices';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { requestLogin } from '@/lib/account/login-events';
import { addFavourite, cancelFavourites, collectedIds } from '@/lib/api/islands/favourites';
import { forgetHeart, publishHeart } from './heart-state';

// An MUI dialog few visitors see: its code loads the first time a removal is asked about.
const ConfirmRemoval = dynamic(() => import('./confirm-removal-dialog').then((module) => module.ConfirmRemovalIsland), { ssr: false });

/**
 * The favourite heart's logic on a goods page (docs/product.md §4, §6). The page is served from
 * Next's cache, so its HTML shows the heart empty; once loaded (favourite-slot.tsx) a logged-in
 * customer's heart asks whether the goods item is collected. A guest's click raises the login
 * prompt; collected=1 asks before cancelling; otherwise the item is added. The heart itself is
 * the slot's: this tells it what to show and do (heart-state.ts), and renders the removal dialog.
 */
export function FavouriteButton({ goodsId, title }: { goodsId: number; title: string }) {
  const t = useTranslations('favourites');
  const locale = usePageLocale();
  const { customer } = useCustomer();
  const failureText = useQuietFailureText();
  const notify = useNotice();
  // Mounted on the first removal, then kept so the dialog can animate closed.
  const [asked, setAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const clickedEarly = useRef(false);
  const { data: collected, mutate } = useSWR(
    customer ? ['favourite', customer.userId, goodsId] : null,
    async () => (await collectedIds([goodsId], locale)).has(goodsId),
    { revalidateOnFocus: false },
  );
  const pressed = Boolean(customer && collected);

  const attempt = async (action: () => Promise<void>, after: boolean, success: string) => {
    setBusy(true);
    try {
      await action();
      await mutate(after, { revalidate: false });
      notify({ severity: 'success', message: success });
    } catch (error) {
      const text = failureText(error);
      if (text) notify({ severity: 'error', message: text });
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (busy) return;
    // Until the session answer arrives nobody knows whether a login is needed: the click waits for it.
    if (customer === undefined) {
      clickedEarly.current = true;
      return;
    }
    if (customer === null) return requestLogin(t('loginReason'));
    if (collected) {
      setAsked(true);
      setConfirming(true);
      return;
    }
    void attempt(() => addFavourite(goodsId, locale), true, t('added'));
  };

  // The heart calls one stable function, which runs the latest click handler.
  const latestClick = useRef(onClick);
  useEffect(() => {
    latestClick.current = onClick;
  });
  // After the effect above, so the click made early runs with the session's answer.
  useEffect(() => {
    if (customer === undefined || !clickedEarly.current) return;
    clickedEarly.current = false;
    latestClick.current();
  }, [customer]);
  const press = useCallback(() => latestClick.current(), []);
  const heartBusy = busy && !confirming;
  useEffect(() => publishHeart(goodsId, { pressed, busy: heartBusy, press }), [goodsId, pressed, heartBusy, press]);
  useEffect(() => () => forgetHeart(goodsId), [goodsId]);

  const onConfirm = async () => {
    await attempt(() => cancelFavourites([goodsId], locale), false, t('removed'));
    setConfirming(false);
  };

  return asked ? <ConfirmRemoval open={confirming} title={title} busy={busy} onConfirm={() => void onConfirm()} onClose={() => setConfirming(false)} /> : null;
}
