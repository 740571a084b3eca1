'use client';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';
import { createBrowserClient } from '@/lib/api/browser';

/**
 * Counting a download must never move the visitor: the browser client's code-3 rule
 * (go to /404) is meant for pages, not for a counter whose attachment went missing.
 */
const downloadCounter = createBrowserClient({ effects: { navigate: () => undefined } });

/** A document link that counts the download (docs/product.md §4) as it opens the file in a new tab. */
export function CountedDownload({ attachmentId, href, children }: { attachmentId: number; href: string; children: ReactNode }) {
  const locale = usePageLocale();
  const count = () => {
    // Fire and forget: the link opens the file at once, so a slow counter never blocks it.
    downloadCounter.call('get', `/online/togoods/downLoadInc/${attachmentId}`, undefined, { locale, scope: null }).catch(() => undefined);
  };
  return (
    <a href={href} target="_blank" rel="noopener" onClick={count} onAuxClick={count}>
      {children}
    </a>
  );
}
