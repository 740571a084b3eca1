/**
 * Contact details as the account overview shows them: enough for the customer to recognise
 * their own, too little for someone looking over a shoulder (138****8000, j***@example.com).
 */

import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Masks the national part of an E.164 number ('+8613800138000' → 138****8000). */
export function maskMobile(mobile: string): string {
  mobile = parsePhoneNumberFromString(mobile)?.nationalNumber ?? mobile;
  if (mobile.length >= 8) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return `${mobile.slice(0, 1)}****${mobile.slice(-2)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
