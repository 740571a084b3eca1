'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import { submitInquiry } from '@/lib/api/islands/inquiry';
import type { AnalyticsItem, InquirySource } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import type { InquiryAnswer } from '@/contract/inquiries';
import { formKeys } from '@/lib/inquiry/idempotency-key';
import {
  emptyInquiry,
  inquiryPayload,
  isValid,
  validateInquiry,
  type InquiryErrorKey,
  type InquiryField,
  type InquiryGoodsRequest,
  type InquiryValues,
} from '@/lib/inquiry/inquiry-form';

export type { InquiryAnswer } from '@/contract/inquiries';

/** Goods inquiries carry their goods; without them the inquiry is a general one (/purchase-inquiry). */
export interface InquiryTarget {
  goodsList?: readonly InquiryGoodsRequest[];
  /** From the inquiry list: the API removes those lines from a customer's list. */
  fromCart?: boolean;
}

export interface InquiryFormState {
  values: InquiryValues;
  /** The message key per field, shown once the field was left or a submit was tried. */
  errors: Partial<Record<InquiryField, InquiryErrorKey>>;
  /** 'Please improve the information!' or the server's msg (docs/product.md §8: a warning). */
  warning: string | null;
  sending: boolean;
  change(field: InquiryField, value: string): void;
  leave(field: InquiryField): void;
  submit(): Promise<void>;
}

/** What analytics learns of an inquiry: where it was started and its goods, never who sends it. */
function inquiryEventOf(target: InquiryTarget): { source: InquirySource; items: AnalyticsItem[] } {
  const items = (target.goodsList ?? []).map(({ goodsId, quantity }) => ({ id: goodsId, quantity }));
  return { source: target.fromCart ? 'inquiry_list' : target.goodsList ? 'goods' : 'general', items };
}

/**
 * One opened inquiry form (docs/product.md §4, §5): its values, their messages, and the send. Mount a
 * fresh form per opening — that is the reset — and it gets a fresh Idempotency-Key, which it
 * reuses while the same form is sent again (a double click, a retry after a failure).
 */
export function useInquiryForm(target: InquiryTarget, onSubmitted: (answer: InquiryAnswer) => void): InquiryFormState {
  const t = useTranslations('inquiry');
  const locale = usePageLocale();
  const failureText = useQuietFailureText();
  const { customer } = useCustomer();
  const [values, setValues] = useState<InquiryValues>(() => emptyInquiry());
  const [shown, setShown] = useState<ReadonlySet<InquiryField> | 'all'>(new Set());
  const [warning, setWarning] = useState<{ text: string; incomplete: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const keys = useRef(formKeys());

  // An opened form is a begun inquiry (docs/product.md §15.6); its goods are those it opened with.
  const [opened] = useState(() => inquiryEventOf(target));
  useEffect(() => track({ name: 'begin_inquiry', ...opened }), [opened]);

  // A customer's name and company fill in once known, unless the visitor typed something already;
  // adjusted while rendering when the customer changes (https://react.dev/learn/you-might-not-need-an-effect).
  // Starts unknown, so a customer known at mount fills the first render.
  const [filledFor, setFilledFor] = useState<typeof customer>(undefined);
  if (customer !== filledFor) {
    setFilledFor(customer);
    if (customer) {
      setValues((current) => ({
        ...current,
        name: current.name || customer.userName,
        company: current.company || customer.companyName,
      }));
    }
  }

  const all = validateInquiry(values);
  const errors: InquiryFormState['errors'] = {};
  for (const [field, error] of Object.entries(all) as [InquiryField, InquiryErrorKey][]) {
    if (shown === 'all' || shown.has(field)) errors[field] = error;
  }

  const change = useCallback((field: InquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const leave = useCallback((field: InquiryField) => {
    setShown((current) => (current === 'all' || current.has(field) ? current : new Set([...current, field])));
  }, []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    setShown('all');
    if (!isValid(validateInquiry(values))) {
      setWarning({ text: t('incomplete'), incomplete: true });
      return;
    }
    const goods = target.goodsList ? { goodsList: target.goodsList, fromCart: target.fromCart } : undefined;
    const body = inquiryPayload(values, goods);
    busy.current = true;
    setSending(true);
    setWarning(null);
    try {
      const answer = await submitInquiry(body, keys.current.keyFor(body), locale);
      track({ name: 'inquiry_submitted', ...inquiryEventOf(target) });
      onSubmitted(answer);
    } catch (error) {
      const text = failureText(error);
      if (text) setWarning({ text, incomplete: false });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [values, target, locale, failureText, onSubmitted, t]);

  // 'Please improve the information!' goes once the form is complete; a server msg stays until the next send.
  const shownWarning = warning && (!warning.incomplete || !isValid(all)) ? warning.text : null;
  return { values, errors, warning: shownWarning, sending, change, leave, submit };
}
