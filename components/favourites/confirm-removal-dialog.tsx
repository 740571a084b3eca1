'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** SPEC.md §4/§5: removing a favourite asks first ('cancel favourite?'). */
export function ConfirmRemovalDialog({ open, title, busy, onConfirm, onClose }: { open: boolean; title: string; busy: boolean; onConfirm(): void; onClose(): void }) {
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
