'use client';
/**
 * 'Get code' for a password change (docs/product.md §10.3): the code goes to the account's own
 * mobile or email, which the page knows only masked, so the API picks the address and names it
 * back masked. The same shape as useCodeSender, for CodeField.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CodeSender } from '@/components/account/use-code-sender';
import { usePageLocale } from '@/components/account/use-page-locale';
import { RESEND_SECONDS, type Channel } from '@/lib/account/credentials';
import { sendSecurityCode } from '@/lib/api/islands/centre';
import { isRecord } from '@/lib/catalogue/json-field';

export function useSecurityCode(channel: Channel): CodeSender {
  const locale = usePageLocale();
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sent, setSent] = useState<{ channel: Channel; address: string } | null>(null);
  const current = sent?.channel === channel ? sent : null;

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const moment = Date.now();
      setNow(moment);
      if (moment >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const send = useCallback(async () => {
    setSending(true);
    try {
      const envelope = await sendSecurityCode(channel, locale);
      if (envelope.code !== 0) return { ok: false as const, failure: envelope };
      const data = isRecord(envelope.data) ? envelope.data : {};
      const wait = typeof data.resendInSeconds === 'number' && data.resendInSeconds > 0 ? data.resendInSeconds : RESEND_SECONDS;
      const started = Date.now();
      setNow(started);
      setUntil(started + wait * 1000);
      setSent({ channel, address: typeof data.sentTo === 'string' ? data.sentTo : '' });
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, failure: error };
    } finally {
      setSending(false);
    }
  }, [channel, locale]);

  return { send, sending, secondsLeft: current ? Math.max(0, Math.ceil((until - now) / 1000)) : 0, sentTo: current?.address ?? null };
}
