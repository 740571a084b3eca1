'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: AlertColor;
  message: string;
}

type Notify = (notice: Notice) => void;

const NoticeContext = createContext<Notify>(() => undefined);

/**
 * Short messages of SPEC.md §8 ('商品已成功加入购物车', 'submit success!', 'goods successfully added
 * to favourites', server msgs) as a toast. The provider is mounted once in the locale layout
 * (components/inquiry/inquiry-provider.tsx), so a toast outlives the island that raised it.
 */
export function useNotice(): Notify {
  return useContext(NoticeContext);
}

const AUTO_HIDE_MS = 4000;

/** One toast at a time for the page; a new notice replaces the one showing. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('inquiry');
  const [current, setCurrent] = useState<(Notice & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((notice) => {
    setCurrent({ ...notice, id: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NoticeContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={open && current !== null}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {current ? (
          <Alert severity={current.severity} variant="filled" closeText={t('close')} onClose={() => setOpen(false)} sx={{ minWidth: 280 }}>
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NoticeContext.Provider>
  );
}
