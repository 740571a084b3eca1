'use client';
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: 'success' | 'error' | 'warning';
  text: string;
}

const SHOWN_MS = 3000;

/** A short message after an action (SPEC.md §8's success texts and error msgs); one at a time. */
export function useToast() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: Notice) => {
    setNotice(next);
    setOpen(true);
  }, []);
  const toast = (
    <Snackbar open={open} autoHideDuration={SHOWN_MS} onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      {/* Alert's own role (alert) makes screen readers announce it; success is polite enough as status. */}
      <Alert severity={notice?.severity ?? 'success'} variant="filled" role={notice?.severity === 'success' ? 'status' : 'alert'} onClose={() => setOpen(false)}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
  return { show, toast };
}
