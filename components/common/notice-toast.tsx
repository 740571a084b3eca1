'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { MuiProvider } from '@/components/ui/mui-provider';
import type { Notice } from './notices';

const AUTO_HIDE_MS = 4000;

export interface NoticeToastProps {
  /** `id` changes with every notice, so a new one restarts the toast and its timer. */
  notice: Notice & { id: number };
  open: boolean;
  onClose(): void;
}

/** The toast of components/common/notices.tsx: an MUI island loaded when the first notice arrives. */
export function NoticeToast({ notice, open, onClose }: NoticeToastProps) {
  const t = useTranslations('inquiry');
  return (
    <MuiProvider>
      <Snackbar
        key={notice.id}
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={notice.severity} variant="filled" closeText={t('close')} onClose={onClose} sx={{ minWidth: 280 }}>
          {notice.message}
        </Alert>
      </Snackbar>
    </MuiProvider>
  );
}
