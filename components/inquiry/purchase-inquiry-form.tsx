'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { InquiryForm } from './inquiry-form';
import { useNotice } from '@/components/common/notices';

const GENERAL_INQUIRY = {};

/** The /purchase-inquiry form inline: after 'submit success!' it starts again, empty, with a fresh key. */
export function PurchaseInquiryForm() {
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
