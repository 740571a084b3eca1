'use client';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import { requestLogin } from '@/components/account/login-prompt';
import { useCustomer } from '@/components/account/use-customer';
import { addFavourite, cancelFavourites, collectedIds } from '@/lib/customer/favourites';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { HeartIcon, HeartOutlineIcon } from '@/components/ui/icons';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { useNotice } from '@/components/common/notices';

/**
 * The favourite heart of a goods page (SPEC.md §4, §6). The page is served from Next's cache,
 * so its HTML shows the heart empty; after hydration a logged-in customer's heart asks whether
 * the goods item is collected. A guest's click raises the login prompt; collected=1 asks before
 * cancelling; otherwise the item is added.
 */
export function FavouriteButton({ goodsId, title }: { goodsId: number; title: string }) {
  const t = useTranslations('favourites');
  const locale = usePageLocale();
  const { customer } = useCustomer();
  const failureText = useQuietFailureText();
  const notify = useNotice();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
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
      return true;
    } catch (error) {
      const text = failureText(error);
      if (text) notify({ severity: 'error', message: text });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    // Until the session answer arrives nobody knows whether a login is needed.
    if (customer === undefined || busy) return;
    if (customer === null) return requestLogin(t('loginReason'));
    if (collected) return setConfirming(true);
    void attempt(() => addFavourite(goodsId, locale), true, t('added'));
  };

  const onConfirm = async () => {
    await attempt(() => cancelFavourites([goodsId], locale), false, t('removed'));
    setConfirming(false);
  };

  return (
    <>
      <Button
        type="button"
        variant="outlined"
        size="small"
        color={pressed ? 'error' : 'primary'}
        aria-pressed={pressed}
        loading={busy && !confirming}
        loadingPosition="start"
        startIcon={pressed ? <HeartIcon /> : <HeartOutlineIcon />}
        onClick={onClick}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('favourite')}
      </Button>
      <ConfirmRemovalDialog open={confirming} title={title} busy={busy} onConfirm={() => void onConfirm()} onClose={() => setConfirming(false)} />
    </>
  );
}
