'use client';
/**
 * The uploads of one form (docs/product.md §7.4, §13): each file is judged by name and size
 * first (the server judges again), then uploaded; the list feeds the uploader panel.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { uploadRefusal, type UploadPurpose } from '@/contract/upload-rules';
import type { FileState } from '@/lib/uploads/upload-plan';
import { LOAD_ERROR, READ_FAILED, uploadFile, type UploadedFileView } from '@/lib/uploads/uploader';
import { useFailureText } from '@/components/common/use-failure-text';
import { API_CODE } from '@/lib/api/errors';

export interface UploadEntry {
  key: number;
  name: string;
  state: FileState;
  file: UploadedFileView | null;
}

export function useUploads(purpose: UploadPurpose, onUploaded?: (file: UploadedFileView) => void) {
  const t = useTranslations('uploads');
  const failureText = useFailureText();
  const locale = useLocale() === 'zh' ? 'zh' : 'en';
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(0);

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  /**
   * The state's message in words: ours for a read or load failure, and for the server's refusal
   * the sentence its field chooses (lib/api/failure-message.ts), never the msg itself.
   */
  const wordsOf = useCallback(
    (state: FileState): FileState => {
      if (state.message === READ_FAILED) return { ...state, message: t('readFailed') };
      if (state.message === LOAD_ERROR) return { ...state, message: t('loadError') };
      if (state.status === 'failed' && state.message) return { ...state, message: failureText({ code: API_CODE.invalid, msg: state.message }) };
      return state;
    },
    [failureText, t],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      await Promise.all(
        files.map(async (file) => {
          const key = (nextKey.current += 1);
          const refusal = uploadRefusal(file.name, file.size, purpose);
          const first: FileState = refusal
            ? { status: 'failed', progress: 0, message: t(`refusal.${refusal}`) }
            : { status: 'md5', progress: 0, message: null };
          setEntries((all) => [...all, { key, name: file.name, state: first, file: null }]);
          if (refusal) return;
          const stored = await uploadFile(file, purpose, locale, (state) => update(key, { state: wordsOf(state) }));
          if (stored) {
            update(key, { file: stored });
            onUploaded?.(stored);
          }
        }),
      );
    },
    [locale, onUploaded, purpose, t, update, wordsOf],
  );

  const remove = useCallback((key: number) => setEntries((all) => all.filter((entry) => entry.key !== key)), []);
  const clear = useCallback(() => setEntries([]), []);

  return { entries, add, remove, clear };
}
