/** Account information and feedback from the browser (docs/product.md §14), through the BFF. */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { feedbackApi } from '@/contract/operations/feedback';
import { profileApi } from '@/contract/operations/profile';
import type { OperationData, OperationFields, OperationInput } from '@/contract/operation';

export type FeedbackDraft = OperationInput<typeof feedbackApi.submit>;

export async function submitFeedback(draft: FeedbackDraft, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(feedbackApi.submit, { ...draft }, { locale });
}

export type ProfileDraft = OperationFields<typeof profileApi.update>;

export async function updateProfile(
  draft: ProfileDraft,
  locale: ApiLocale,
  client: BrowserApiClient = browserApi,
): Promise<OperationData<typeof profileApi.update>> {
  return client.request(profileApi.update, { ...draft }, { locale });
}
