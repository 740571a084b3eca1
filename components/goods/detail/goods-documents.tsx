import { useTranslations } from 'next-intl';
import { CountedDownload } from './counted-download';
import styles from './goods-documents.module.css';

export interface DocumentLink {
  attachmentId: number;
  fileName: string;
  /** Ready to open (already rewritten to the file host). */
  url: string;
}

/** The goods item's documents. A click counts the download and opens the file in a new tab. */
export function GoodsDocuments({ documents }: { documents: readonly DocumentLink[] }) {
  const t = useTranslations('goods');
  if (documents.length === 0) return <p className={styles.none}>{t('noDocuments')}</p>;
  return (
    <ul className={styles.list}>
      {documents.map((document) => (
        <li key={document.attachmentId}>
          <CountedDownload attachmentId={document.attachmentId} href={document.url}>
            {document.fileName}
          </CountedDownload>
        </li>
      ))}
    </ul>
  );
}
