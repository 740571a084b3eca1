'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { InquiryForm } from './inquiry-form';
import { useNotice } from '@/components/common/notices';
import { MuiProvider } from '@/components/ui/mui-provider';

const GENERAL_INQUIRY = {};

/** The /purchase-inquiry form inline, an MUI island (docs/islands.md). */
export function PurchaseInquiryForm() {
  return (
    <MuiProvider>
      <GeneralInquiryForm />
    </MuiProvider>
  );
}

/** After 'submit success!' the form starts again, empty, with a fresh key (and so a fresh idempotency key). */
function GeneralInquiryForm() {
  const t = useTranslations('inquiry');
  const notify = useNotice();
  const [round, setRound] = useState(0);
  return (
    <InquiryForm
      key={round}
      target={GENERAL_INQUIRY}
      onSubmitted={() => {
        notify({ severity: 'success', message: t('success') });
        setRound((current) => current + 1);
      }}
    />
  );
}
