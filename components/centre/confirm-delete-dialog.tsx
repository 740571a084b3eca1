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

interface ConfirmDeleteProps {
  open: boolean;
  subject: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Deleting a message asks first (docs/product.md §10.1); an island root of its own, loaded on first use. */
export function ConfirmDeleteIsland({ open, subject, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  const t = useTranslations('mail');
  const headingId = useId();
  const bodyId = useId();
  return (
    <MuiProvider>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={headingId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
        <DialogTitle id={headingId}>{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('confirmBody', { subject })}</DialogContentText>
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
    </MuiProvider>
  );
}
