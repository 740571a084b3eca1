/**
 * The shipping fields a points exchange and a trial application share (docs/product.md §2.10,
 * §2.11): each required, the mobile a plausible phone number (the API's own rule, contract/phone.ts).
 */
import { isPhoneNumber } from '@/contract/phone';

export interface RequiredFieldTexts<F extends string> {
  /** "{field}: please fill this in", with the field's label. */
  required: (field: F) => string;
  mobileInvalid: string;
}

/** The problems of the form's required text fields, by field; empty when all are fine. */
export function requiredFieldProblems<F extends string>(
  fields: readonly F[],
  values: Record<F, string>,
  texts: RequiredFieldTexts<F>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = values[field];
    if (!value.trim()) found[field] = texts.required(field);
    else if (field === 'mobile' && !isPhoneNumber(value)) found[field] = texts.mobileInvalid;
  }
  return found;
}
