import 'server-only';
/** Account information and feedback for the personal pages (docs/product.md §14), read with the session token. */
import type { Locale } from '@/lib/i18n/locales';
import { FeedbackList, Profile } from '@/contract/feedback';
import type { FeedbackKind } from '@/contract/feedback-rules';
import { parseAnswer } from './answer';
import { api } from './config';
import { profileApi } from '@/contract/operations/profile';
import { feedbackApi } from '@/contract/operations/feedback';

export type { Feedback, Profile } from '@/contract/feedback';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const, idempotent: true });

export async function getProfile(token: string, locale: Locale): Promise<Profile> {
  const operation = profileApi.info;
  return parseAnswer(Profile, await api.request(operation, {}, personal(locale, token)), operation.path);
}

/** The customer's complaints or advice, newest first (the first 50: enough for a person's history). */
export async function getFeedback(token: string, kind: FeedbackKind, locale: Locale): Promise<FeedbackList> {
  const operation = feedbackApi.list;
  return parseAnswer(FeedbackList, await api.request(operation, { kind, page: 1, limit: 50 }, personal(locale, token)), operation.path);
}

/** Where the browser fetches an avatar: public by its unguessable id. */
export const avatarSrc = (avatarId: string) => `/api/file/avatar/${encodeURIComponent(avatarId)}`;
