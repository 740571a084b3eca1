/** Account information and feedback from the browser (docs/product.md §14), through the BFF. */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { FeedbackCategory, FeedbackKind } from '@/contract/feedback-rules';
import { feedbackApi } from '@/contract/operations/feedback';
import { profileApi } from '@/contract/operations/profile';

export interface FeedbackDraft {
  kind: FeedbackKind;
  category: FeedbackCategory;
  content: string;
  orderNo?: string;
  attachments: string[];
}

export async function submitFeedback(draft: FeedbackDraft, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(feedbackApi.submit, { ...draft }, { locale });
}

export interface ProfileDraft {
  nickname: string;
  companyName: string;
  avatarId?: string | null;
}

export async function updateProfile(draft: ProfileDraft, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<{ avatarId: string | null }> {
  return client.request<{ avatarId: string | null }>(profileApi.update, { ...draft }, { locale });
}
