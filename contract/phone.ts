/**
 * The inquiry form's phone rule (docs/product.md §5): a number libphonenumber-js finds possible,
 * read in the chosen country unless it starts with + (an international number). Kept apart
 * from contract/rules.ts so only the inquiry form's code carries the library's metadata.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/** What people type in a phone number besides digits: +, spaces, brackets, dots, dashes, slashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

export function isPhoneNumber(raw: string, country: string): boolean {
  const text = raw.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const region = country.trim().toUpperCase();
  const parsed = isSupportedCountry(region) ? parsePhoneNumberFromString(text, region) : parsePhoneNumberFromString(text);
  return parsed?.isPossible() ?? false;
}
