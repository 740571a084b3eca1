'use client';
/**
 * Files attached to a form (docs/product.md §13): the file input, the names of the files already
 * uploaded, and the uploader panel with each file's progress. The form owns the state through
 * `useAttachments` and sends `attached`'s ids with its request.
 */
import { useCallback, useState } from 'react';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import type { UploadedFileView } from '@/lib/uploads/uploader';
import { UploaderPanel } from './uploader-panel';
import { UPLOAD_EXTENSIONS } from '@/contract/upload-rules';
import { useUploads } from './use-uploads';
import styles from './attachment-picker.module.css';

/** Every kind of file the server takes as an attachment. */
const ACCEPT = Object.values(UPLOAD_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

export function useAttachments(max: number) {
  const [attached, setAttached] = useState<UploadedFileView[]>([]);
  const onUploaded = useCallback(
    (file: UploadedFileView) => setAttached((all) => (all.some((known) => known.id === file.id) ? all : [...all, file]).slice(0, max)),
    [max],
  );
  const uploads = useUploads('attachment', onUploaded);
  const uploading = uploads.entries.some((entry) => !['failed', 'success'].includes(entry.state.status));
  const { clear: clearUploads } = uploads;
  const clear = useCallback(() => {
    setAttached([]);
    clearUploads();
  }, [clearUploads]);
  return { attached, uploads, uploading, clear };
}

export type Attachments = ReturnType<typeof useAttachments>;

export function AttachmentPicker({
  attachments,
  label,
  listLabel,
  className,
}: {
  attachments: Attachments;
  label: string;
  listLabel: string;
  className?: string;
}) {
  const { attached, uploads } = attachments;
  return (
    <>
      <label className={className}>
        <span>{label}</span>
        <input
          type="file"
          multiple
          accept={ACCEPT}
          data-testid="attachment-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void uploads.add(files);
          }}
        />
      </label>
      {attached.length ? (
        <ul className={cx(text.body2, styles.attached)} aria-label={listLabel}>
          {attached.map((file) => (
            <li key={file.id}>{file.name}</li>
          ))}
        </ul>
      ) : null}
      <UploaderPanel entries={uploads.entries} onClose={uploads.clear} />
    </>
  );
}
