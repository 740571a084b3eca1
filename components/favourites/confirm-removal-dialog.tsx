'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiProvider } from '@/components/ui/mui-provider';

interface ConfirmRemovalProps {
  open: boolean;
  title: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** docs/product.md §4/§5: removing a favourite asks first ('cancel favourite?'). */
function ConfirmRemovalDialog({ open, title, busy, onConfirm, onClose }: ConfirmRemovalProps) {
  const t = useTranslations('favourites');
  const headingId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={headingId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={headingId}>{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('confirmBody', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('keep')}
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color="error">
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog as an island root of its own, for plain islands that load it on first use. */
export function ConfirmRemovalIsland(props: ConfirmRemovalProps) {
  return (
    <MuiProvider>
      <ConfirmRemovalDialog {...props} />
    </MuiProvider>
  );
}
