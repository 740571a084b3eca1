'use client';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useFailureText } from './use-failure-text';

/**
 * A button's call that changes what the page shows (close an inquiry, cancel a request): busy while
 * it runs, the server page rendered again once it succeeds, and on failure the sentence `failed`
 * makes of the reason (from messages/*.json), for the island to show as an alert.
 */
export function usePageAction(run: () => Promise<unknown>, failed: (reason: string) => string) {
  const failureText = useFailureText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function act() {
    setBusy(true);
    setProblem(null);
    try {
      await run();
      router.refresh();
    } catch (error) {
      setProblem(failed(failureText(error)));
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, act };
}
