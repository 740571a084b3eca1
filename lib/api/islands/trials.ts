/**
 * The trial application from the browser (docs/product.md §2.10), through the BFF, which adds the
 * session's token. Refusals arrive as an ApiError whose msg names the field, in the page's language.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { trialsApi } from '@/contract/operations/trials';
import type { OperationData, OperationFields } from '@/contract/operation';

export type TrialApplicationForm = OperationFields<typeof trialsApi.apply>;

/** Answers the new application's id and the trial's end. */
export function submitTrialApplication(
  form: TrialApplicationForm,
  locale: ApiLocale,
  client: BrowserApiClient = browserApi,
): Promise<OperationData<typeof trialsApi.apply>> {
  return client.request(trialsApi.apply, form, { locale });
}
