'use client';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createBrowserClient } from '@/lib/api/browser';
import { isLocale } from '@/lib/i18n/locales';

export interface DocumentLink {
  attachmentId: number;
  fileName: string;
  /** Ready to open (already rewritten to the file host). */
  url: string;
}

/**
 * Counting a download must never move the visitor: the browser client's code-3 rule
 * (go to /404) is meant for pages, not for a counter whose attachment went missing.
 */
const downloadCounter = createBrowserClient({ effects: { navigate: () => undefined } });

/** The goods item's documents. A click counts the download and opens the file in a new tab. */
export function GoodsDocuments({ documents }: { documents: readonly DocumentLink[] }) {
  const t = useTranslations('goods');
  const locale = useLocale();

  if (documents.length === 0) return <Typography color="text.secondary">{t('noDocuments')}</Typography>;

  const count = (attachmentId: number) => {
    // Fire and forget: the link opens the file at once, so a slow counter never blocks it.
    downloadCounter
      .call('get', `/online/togoods/downLoadInc/${attachmentId}`, undefined, { locale: isLocale(locale) ? locale : 'en', scope: null })
      .catch(() => undefined);
  };

  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { py: 0.5 } }}>
      {documents.map((document) => (
        <li key={document.attachmentId}>
          <a href={document.url} target="_blank" rel="noopener" onClick={() => count(document.attachmentId)} onAuxClick={() => count(document.attachmentId)}>
            {document.fileName}
          </a>
        </li>
      ))}
    </Box>
  );
}
