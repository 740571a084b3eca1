'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { InquiryRequest } from './inquiry-dialog';
import { NoticeProvider, useNotice } from '@/components/common/notices';
import type { InquiryAnswer } from './use-inquiry-form';

// Most visits never open it: its code (an MUI island with its own MuiProvider, the form, the
// country selector) loads on the first opening.
const InquiryDialog = dynamic(() => import('./inquiry-dialog').then((module) => module.InquiryDialog), { ssr: false });

interface InquiryOpener {
  openInquiry(request?: InquiryRequest): void;
}

const InquiryContext = createContext<InquiryOpener>({ openInquiry: () => undefined });

/** Opens the one inquiry dialog of the page (goods detail 'Inquire now', the inquiry list). */
export function useInquiryDialog(): InquiryOpener {
  return useContext(InquiryContext);
}

interface DialogState {
  request: InquiryRequest;
  open: boolean;
  opening: number;
}

function InquiryDialogHost({ children }: { children: ReactNode }) {
  const t = useTranslations('inquiry');
  const notify = useNotice();
  const [state, setState] = useState<DialogState | null>(null);

  const openInquiry = useCallback((request: InquiryRequest = {}) => {
    setState((current) => ({ request, open: true, opening: (current?.opening ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), []);
  const opener = useMemo(() => ({ openInquiry }), [openInquiry]);

  const submitted = useCallback(
    (request: InquiryRequest, answer: InquiryAnswer) => {
      request.onSubmitted?.(answer);
      close();
      notify({ severity: 'success', message: t('success') });
    },
    [close, notify, t],
  );

  return (
    <InquiryContext.Provider value={opener}>
      {children}
      {state ? (
        <InquiryDialog
          request={state.request}
          open={state.open}
          opening={state.opening}
          onClose={close}
          onSubmitted={(answer) => submitted(state.request, answer)}
        />
      ) : null}
    </InquiryContext.Provider>
  );
}

/**
 * Mounted once in the locale layout: the page's toasts and its inquiry dialog, so every island
 * can open the dialog and show docs/product.md §8's messages without a dialog of its own. Both are in
 * every page's first load only as contexts; their MUI code loads on first use.
 */
export function InquiryProvider({ children }: { children: ReactNode }) {
  return (
    <NoticeProvider>
      <InquiryDialogHost>{children}</InquiryDialogHost>
    </NoticeProvider>
  );
}
