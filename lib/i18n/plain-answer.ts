/**
 * A route handler's refusal as a short localised text (messages `downloads`): downloads are opened
 * by the browser itself, so a failure is a plain page in the visitor's language, never an envelope.
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { Locale } from './locales';

export type DownloadMessage = keyof typeof en.downloads;

export function plainAnswer(locale: Locale, key: DownloadMessage, status: number): Response {
  const t = createTranslator({ locale, messages: locale === 'zh' ? zh : en, namespace: 'downloads' });
  return new Response(t(key), {
    status,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8', 'content-language': locale },
  });
}
