'use client';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';
import { countDownload } from '@/lib/api/islands/goods';

/** A document link that counts the download (docs/product.md §4) as it opens the file in a new tab. */
export function CountedDownload({ attachmentId, href, children }: { attachmentId: number; href: string; children: ReactNode }) {
  const locale = usePageLocale();
  const count = () => countDownload(attachmentId, locale);
  return (
    <a href={href} target="_blank" rel="noopener" onClick={count} onAuxClick={count}>
      {children}
    </a>
  );
}
