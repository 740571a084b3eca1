'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { usePageLocale } from '@/components/account/use-page-locale';
import { MuiProvider } from '@/components/ui/mui-provider';
import { cancelOrder, deleteOrder } from '@/lib/api/islands/orders';
import { useRouter } from '@/lib/i18n/navigation';
import { useFailureText } from '@/components/common/use-failure-text';

interface OrderActionsProps {
  orderId: number;
  orderNo: string;
  canCancel: boolean;
  canDelete: boolean;
  /** Where to go after a delete (the detail page goes back to the list); else the page reloads. */
  afterDelete?: string;
}

/** Cancel (pending delivery) and delete (completed or cancelled), each after a confirmation. An MUI island. */
export function OrderActions(props: OrderActionsProps) {
  if (!props.canCancel && !props.canDelete) return null;
  return (
    <MuiProvider>
      <Actions {...props} />
    </MuiProvider>
  );
}

function Actions({ orderId, orderNo, canCancel, canDelete, afterDelete }: OrderActionsProps) {
  const t = useTranslations('orders');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const bodyId = useId();

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    setFailure('');
    try {
      if (asking === 'cancel') await cancelOrder(orderId, locale);
      else await deleteOrder(orderId, locale);
      setAsking(null);
      if (asking === 'delete' && afterDelete) router.push(afterDelete);
      else router.refresh();
    } catch (error) {
      setFailure(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {canCancel ? (
        <Button size="small" variant="outlined" color="error" onClick={() => setAsking('cancel')}>
          {t('cancel')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="small" variant="outlined" onClick={() => setAsking('delete')}>
          {t('delete')}
        </Button>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Dialog open={asking !== null} onClose={busy ? undefined : () => setAsking(null)} aria-describedby={bodyId} maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText id={bodyId}>{asking === 'delete' ? t('confirmDelete', { orderNo }) : t('confirmCancel', { orderNo })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={busy}>
            {t('keep')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} variant="contained" color="error">
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
