/**
 * Downloadable attachments (docs/product.md §2.4 item 7): each link goes through the counting
 * route, which records the download and then sends the file. 'No downloadable attachments' when
 * there are none (docs/product.md §8). Server markup.
 */
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { Attachment } from '@/lib/api/company';
import { attachmentDownloadHref } from '@/lib/company/company-routes';
import styles from './company.module.css';

export function AttachmentList({ attachments, showCounts = true }: { attachments: readonly Attachment[]; showCounts?: boolean }) {
  const t = useTranslations('company');
  if (attachments.length === 0) return <p className={styles.empty}>{t('noAttachments')}</p>;
  return (
    <ul className={styles.files}>
      {attachments.map((file) => (
        <li key={file.attachmentId} className={cx(surface.box, styles.file)} data-attachment-id={file.attachmentId}>
          <span className={styles.fileName}>{file.fileName}</span>
          <span className={styles.fileMeta}>
            {showCounts ? <span className={text.secondary}>{t('downloads', { count: file.downloads })}</span> : null}
            <LocaleLink
              href={attachmentDownloadHref(file.attachmentId)}
              className={cx(button.base, button.outlined, button.small)}
              rel="nofollow"
              aria-label={t('downloadFile', { fileName: file.fileName })}
            >
              {t('download')}
            </LocaleLink>
          </span>
        </li>
      ))}
    </ul>
  );
}
