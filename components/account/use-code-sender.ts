'use client';
/**
 * 'Get code': asks the API (through the BFF) to send a verification code, then counts down
 * until another may be sent (the API allows one a minute per address and says so in its answer).
 */
import { useCallback, useEffect, useState } from 'react';
import { RESEND_SECONDS, type Channel } from '@/lib/account/credentials';
import { requestVerificationCode, type CodePurpose } from '@/lib/api/islands/account';
import { isRecord } from '@/lib/catalogue/json-field';
import { usePageLocale } from './use-page-locale';

export type { CodePurpose } from '@/lib/api/islands/account';

type SendOutcome = { ok: true } | { ok: false; failure: unknown };

export interface CodeSender {
  /** Answers the failure to show (an envelope or an ApiError, for useFailureText), or ok once the code is on its way. */
  send(address: string): Promise<SendOutcome>;
  sending: boolean;
  /** Seconds until 'Get code' works again; 0 when it does. */
  secondsLeft: number;
  /** The address the last code went to. */
  sentTo: string | null;
}

function resendSeconds(data: unknown): number {
  const value = isRecord(data) ? data.resendInSeconds : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : RESEND_SECONDS;
}

export function useCodeSender(channel: Channel, purpose: CodePurpose): CodeSender {
  const locale = usePageLocale();
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sent, setSent] = useState<{ channel: Channel; address: string } | null>(null);
  // A switch to the other kind of address starts afresh: the wait is per address.
  const current = sent?.channel === channel ? sent : null;
  const secondsLeft = current ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const send = useCallback(
    async (address: string): Promise<SendOutcome> => {
      setSending(true);
      try {
        const envelope = await requestVerificationCode(channel, address, purpose, locale);
        if (envelope.code !== 0) return { ok: false, failure: envelope };
        const started = Date.now();
        setNow(started);
        setUntil(started + resendSeconds(envelope.data) * 1000);
        setSent({ channel, address });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: error };
      } finally {
        setSending(false);
      }
    },
    [channel, purpose, locale],
  );

  return { send, sending, secondsLeft, sentTo: current?.address ?? null };
}
