import { useTranslations } from 'next-intl';
import { CountedDownload } from './counted-download';
import styles from './goods-documents.module.css';

export interface DocumentLink {
  attachmentId: number;
  fileName: string;
  /** Ready to open (already rewritten to the file host): a datasheet in the page's language. */
  url: string;
  /** A datasheet's edition in the other language, ready to open. */
  otherEdition?: { lang: 'en' | 'zh'; url: string };
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
          {document.otherEdition ? (
            <>
              {' · '}
              <CountedDownload attachmentId={document.attachmentId} href={document.otherEdition.url} hrefLang={document.otherEdition.lang}>
                {t(`datasheetEdition.${document.otherEdition.lang}`)}
              </CountedDownload>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
