'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LinkButton } from '@/components/common/links';
import { MuiProvider } from '@/components/ui/mui-provider';
import { loginHrefFor } from '@/lib/account/login-events';

export interface LoginPromptDialogProps {
  open: boolean;
  /** Why the visitor is asked, already in the page's language. */
  text: string;
  /** Where the login page sends the visitor back to (locale-free, with its query). */
  returnPath: string;
  onClose(): void;
}

/** The login prompt's dialog: an MUI island loaded on the first prompt (components/account/login-prompt.tsx). */
export function LoginPromptDialog({ open, text, returnPath, onClose }: LoginPromptDialogProps) {
  const t = useTranslations('loginPrompt');
  const titleId = useId();
  const textId = useId();
  return (
    <MuiProvider>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <LinkButton href={loginHrefFor(returnPath)} variant="contained" onClick={onClose}>
            {t('login')}
          </LinkButton>
        </DialogActions>
      </Dialog>
    </MuiProvider>
  );
}
