/**
 * The words a failed call shows (docs/product.md §8), for islands (components/common/use-failure-text.ts)
 * and server pages alike: no 'use client', no React.
 */
import { isApiError } from './errors';
import { failureMessage, GENERAL_FAILURE_KEY, type FailureMessage } from './failure-message';

/** The root translator of next-intl (`useTranslations()`), as far as failure texts use it. */
export interface FailureTranslator {
  (key: string, values?: Record<string, number>): string;
  has(key: string): boolean;
}

/** An ApiError, or an envelope `{ code, msg }` a form read itself. */
function sentenceOf(failure: unknown): FailureMessage | null {
  if (isApiError(failure)) return { key: failure.messageKey, values: failure.messageValues, fallbackKey: failure.fallbackMessageKey };
  if (typeof failure === 'object' && failure !== null && typeof (failure as { code?: unknown }).code === 'number') {
    const { code, msg } = failure as { code: number; msg?: unknown };
    return failureMessage({ code, msg: typeof msg === 'string' ? msg : '' });
  }
  return null;
}

/**
 * The text a form shows for a failed call: a sentence of messages/*.json in the page's language,
 * chosen by lib/api/failure-message.ts from the failure's code and field, never the API's msg
 * (developer text: 'password: the account or password is incorrect'). The sentences come from
 * the island's messages ('apiFailure' and 'common', components/ui/island-messages.tsx); an
 * island handed only part of 'apiFailure' says the code's general sentence instead.
 */
export function failureTextWith(t: FailureTranslator): (failure: unknown) => string {
  return (failure: unknown) => {
    const sentence = sentenceOf(failure);
    if (sentence && t.has(sentence.key)) return t(sentence.key, sentence.values);
    if (sentence && t.has(sentence.fallbackKey)) return t(sentence.fallbackKey);
    if (!sentence && t.has('account.failed')) return t('account.failed');
    return t(GENERAL_FAILURE_KEY);
  };
}
