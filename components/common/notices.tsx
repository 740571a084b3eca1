'use client';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';

type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  severity: NoticeSeverity;
  message: string;
}

type Notify = (notice: Notice) => void;

const NoticeContext = createContext<Notify>(() => undefined);

// The toast is MUI (Snackbar, Alert); most visits show none, so its code loads with the first notice.
const NoticeToast = dynamic(() => import('./notice-toast').then((module) => module.NoticeToast), { ssr: false });

/**
 * Short messages of docs/product.md §8 ('商品已成功加入购物车', 'submit success!', 'goods successfully added
 * to favourites', server msgs) as a toast. The provider is mounted once in the locale layout
 * (components/inquiry/inquiry-provider.tsx), so a toast outlives the island that raised it.
 */
export function useNotice(): Notify {
  return useContext(NoticeContext);
}

/** One toast at a time for the page; a new notice replaces the one showing. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const count = useRef(0);
  const [current, setCurrent] = useState<(Notice & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((notice) => {
    count.current += 1;
    setCurrent({ ...notice, id: count.current });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {current ? <NoticeToast notice={current} open={open} onClose={close} /> : null}
    </NoticeContext.Provider>
  );
}
