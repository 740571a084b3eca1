'use client';
/**
 * The question asked before something is removed (docs/product.md §4, §10.1): MUI's dialog as an
 * island root of its own, loaded on first use by the plain island that needs it. The caller
 * words it; the confirming button is the destructive one.
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiProvider } from './mui-provider';

export interface ConfirmDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

export interface ConfirmDialogWords {
  title: string;
  body: string;
  keep: string;
  confirm: string;
}

export function ConfirmDialog({ open, busy, onConfirm, onClose, words }: ConfirmDialogProps & { words: ConfirmDialogWords }) {
  const headingId = useId();
  const bodyId = useId();
  return (
    <MuiProvider>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={headingId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
        <DialogTitle id={headingId}>{words.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{words.body}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {words.keep}
          </Button>
          <Button onClick={onConfirm} loading={busy} variant="contained" color="error">
            {words.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiProvider>
  );
}
