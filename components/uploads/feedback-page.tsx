import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { IslandMessages } from '@/components/ui/island-messages';
import type { FeedbackKind } from '@/contract/feedback-rules';
import { fallback } from '@/lib/api/fallback';
import { getFeedback } from '@/lib/api/feedback';
import { requireCustomer } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { FeedbackForm } from './feedback-form';
import { FeedbackHistory } from './feedback-history';

/** /my-complaint and /my-advice (docs/product.md §14): the form, then the earlier submissions. */
export async function FeedbackPage({ kind, locale, path }: { kind: FeedbackKind; locale: Locale; path: string }) {
  const customer = await requireCustomer(locale, path);
  const [t, feedback] = await Promise.all([getTranslations('uploads'), fallback(getFeedback(customer.token, kind, locale), { login: path, locale })]);
  return (
    <CentreFrame section={kind === 'complaint' ? 'complaints' : 'advice'} heading={t(kind === 'complaint' ? 'complaintTitle' : 'adviceTitle')}>
      <IslandMessages paths={['uploads']}>
        <FeedbackForm kind={kind} />
      </IslandMessages>
      <FeedbackHistory entries={feedback.list} />
    </CentreFrame>
  );
}
