'use client';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';

/**
 * A document link that counts the download (docs/product.md §4) as it opens the file in a new tab.
 * The counter's client (the BFF client, ky) loads with the first click, not with the page: the
 * link opens in a new tab, so this page stays to send the count (docs/islands.md).
 */
export function CountedDownload({ attachmentId, href, hrefLang, children }: { attachmentId: number; href: string; hrefLang?: string; children: ReactNode }) {
  const locale = usePageLocale();
  const count = () => {
    import('@/lib/api/islands/goods').then(
      (module) => module.countDownload(attachmentId, locale),
      () => undefined, // a lost count never troubles the visitor
    );
  };
  return (
    <a href={href} hrefLang={hrefLang} target="_blank" rel="noopener" onClick={count} onAuxClick={count}>
      {children}
    </a>
  );
}
