'use client';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { useNotice } from '@/components/common/notices';

/**
 * Removing an entry from a server-rendered personal list: the entry disappears at once, the
 * page is rendered again for the new counts and pages, and the outcome is told in a toast.
 */
export function useRemoval() {
  const router = useRouter();
  const notify = useNotice();
  const failureText = useQuietFailureText();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (id: number, action: () => Promise<void>, success: string): Promise<void> => {
    setBusyId(id);
    try {
      await action();
      setRemoved((before) => new Set(before).add(id));
      notify({ severity: 'success', message: success });
      router.refresh();
    } catch (error) {
      const text = failureText(error);
      if (text) notify({ severity: 'error', message: text });
    } finally {
      setBusyId(null);
    }
  };
  return { removed, busyId, remove };
}
