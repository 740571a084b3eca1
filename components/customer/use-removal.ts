'use client';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useActionFailureText } from '@/components/favourites/use-action-failure-text';
import type { Notice } from '@/components/favourites/toast';

/**
 * Removing an entry from a server-rendered personal list: the entry disappears at once, the
 * page is rendered again for the new counts and pages, and the outcome is told in a toast.
 */
export function useRemoval(show: (notice: Notice) => void) {
  const router = useRouter();
  const failureText = useActionFailureText();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (id: number, action: () => Promise<void>, success: string): Promise<void> => {
    setBusyId(id);
    try {
      await action();
      setRemoved((before) => new Set(before).add(id));
      show({ severity: 'success', text: success });
      router.refresh();
    } catch (error) {
      const text = failureText(error);
      if (text) show({ severity: 'error', text });
    } finally {
      setBusyId(null);
    }
  };
  return { removed, busyId, remove };
}
