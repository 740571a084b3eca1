/**
 * The inquiry form's rules (docs/product.md §5): name, company, country, email (with a simple address
 * pattern), phone (a possible number in the chosen country, contract/phone.ts) and message are required, WhatsApp/WeChat (tm) is optional, and every text is
 * trimmed. The messages are keys of the `inquiry` namespace; their English texts are the API's own (contract/rules.ts INQUIRY_MESSAGE).
 * The fields, caps and the email pattern are the contract's (contract/rules.ts), which the API checks again.
 */

import { isPhoneNumber } from '@/contract/phone';
import { INQUIRY_FIELDS, isEmail, type InquiryField } from '@/contract/rules';
import type { InquiryFormFields, InquiryGoodsRequest } from '@/contract/inquiries';

export { INQUIRY_MAX_LENGTH, type InquiryField } from '@/contract/rules';
export type InquiryValues = Record<InquiryField, string>;

/** Message keys of the `inquiry` namespace. */
export type InquiryErrorKey =
  'nameRequired' | 'companyRequired' | 'countryRequired' | 'emailRequired' | 'emailInvalid' | 'phoneRequired' | 'phoneInvalid' | 'messageRequired';

export type InquiryErrors = Partial<Record<InquiryField, InquiryErrorKey>>;

const REQUIRED: Partial<Record<InquiryField, InquiryErrorKey>> = {
  name: 'nameRequired',
  company: 'companyRequired',
  country: 'countryRequired',
  email: 'emailRequired',
  phone: 'phoneRequired',
  message: 'messageRequired',
};

export function emptyInquiry(prefill: Partial<InquiryValues> = {}): InquiryValues {
  return { name: '', company: '', country: '', email: '', phone: '', message: '', tm: '', ...prefill };
}

/** @internal */
export function trimmed(values: InquiryValues): InquiryValues {
  const result = { ...values };
  for (const field of INQUIRY_FIELDS) result[field] = values[field].trim();
  return result;
}

/**
 * The message for one field, or null when it is fine; the phone is read in the chosen `country`.
 * @internal exported for its tests
 */
export function fieldError(field: InquiryField, value: string, country = ''): InquiryErrorKey | null {
  const text = value.trim();
  const required = REQUIRED[field];
  if (required && text === '') return required;
  if (field === 'email' && !isEmail(text)) return 'emailInvalid';
  if (field === 'phone' && !isPhoneNumber(text, country)) return 'phoneInvalid';
  return null;
}

export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const error = fieldError(field, values[field], values.country);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isValid(errors: InquiryErrors): boolean {
  return Object.keys(errors).length === 0;
}

export type { InquiryGoodsRequest } from '@/contract/inquiries';

export interface InquiryPayload extends InquiryFormFields {
  goodsList?: InquiryGoodsRequest[];
  fromCart?: boolean;
}

/** The request body: trimmed fields, tm only when given, goods when the inquiry is about goods. */
export function inquiryPayload(values: InquiryValues, goods?: { goodsList: readonly InquiryGoodsRequest[]; fromCart?: boolean }): InquiryPayload {
  const clean = trimmed(values);
  const payload: InquiryPayload = {
    name: clean.name,
    company: clean.company,
    country: clean.country,
    email: clean.email,
    phone: clean.phone,
    message: clean.message,
  };
  if (clean.tm) payload.tm = clean.tm;
  if (goods) {
    payload.goodsList = goods.goodsList.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity }));
    if (goods.fromCart) payload.fromCart = true;
  }
  return payload;
}
