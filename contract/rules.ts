/**
 * Field rules of the forms both programs check (docs/product.md §5): one email pattern, the length
 * caps and the exact messages the API answers (the phone rule is contract/phone.ts). The storefront
 * checks them before sending; the API checks them again and stays the judge.
 */

/**
 * The one email pattern: something@domain.tld, no spaces, no empty label in the domain
 * (`a@b..c` and `a@b.` are refused).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Drops what people type between digits: '+86 138-0013-8000' → '+8613800138000'. */
export function compactMobile(raw: string): string {
  return raw.trim().replace(/[\s().-]/g, '');
}

/** An email address as the API stores it: trimmed and lower-cased, or null when it is not one. */
export function emailAddress(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return isEmail(email) ? email : null;
}

/** Account fields (docs/product.md §5). */
export const ACCOUNT_LIMITS = {
  codeLength: 6,
  passwordMin: 8,
  passwordMax: 64,
  /** A password being checked (not set) may be longer, so old passwords keep working. */
  currentPasswordMax: 256,
  userNameMin: 2,
  userNameMax: 50,
  companyNameMax: 200,
  addressMax: EMAIL_MAX_LENGTH,
} as const;

/** The inquiry form's fields, in form order; tm (WhatsApp / WeChat) is the only optional one. */
export const INQUIRY_FIELDS = ['name', 'company', 'country', 'email', 'phone', 'message', 'tm'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** Length caps of the inquiry form; country is a two-letter code. */
export const INQUIRY_MAX_LENGTH: Record<InquiryField, number> = {
  name: 100,
  company: 200,
  country: 2,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
  tm: 100,
};

/** The API's exact messages for a missing inquiry field, and for a malformed address (docs/product.md §5). */
export const INQUIRY_MESSAGE = {
  name: 'Please Enter Name',
  company: 'Please Enter Company',
  country: 'Please Enter Country/Region',
  email: 'Please Enter Email',
  emailInvalid: 'Please Enter Correct Email',
  phone: 'Please Enter Phone',
  phoneInvalid: 'Please Enter Correct Phone',
  message: 'Please Enter Message',
} as const;

/** Goods lines one inquiry may hold. */
export const MAX_INQUIRY_GOODS = 200;

/** The most of one goods line an inquiry list holds; merges stop here instead of failing. */
export const MAX_QUANTITY = 9999;
