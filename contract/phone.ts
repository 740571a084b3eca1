/**
 * The phone rule of every form that takes a number (docs/product.md §5): never lose a lead over how a
 * number is written. A plausible number (digits and the signs people type between them, 6–17
 * digits, an optional extension: 'ext. 204', 'x204', '#204', '分机 204', '转204') is accepted; it is
 * kept in E.164 with its extension ('+16175550123 ext. 204') when libphonenumber-js finds it
 * possible (read in the chosen country, or international when it starts with + or 00), and as
 * typed otherwise. Kept apart from contract/rules.ts so only the forms with a phone carry the
 * library's metadata; zod-free so browser islands can use it.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/** What people type in a phone number besides digits: +, spaces, brackets, dots, dashes, slashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
/** Digits of a number without its extension: fewer is not a phone line; more is not one number. */
const DIGITS = { min: 6, max: 17 } as const;
/** An extension after the number: ext. 204, ext 204, extension 204, x204, #204, 分机204, 转 204. */
const EXTENSION = /^(.*?)[\s,;]*(?:ext(?:ension)?\.?|x|#|分机号?|转|轉)\s*[.:：]?\s*(\d{1,7})$/iu;
/** An 11-digit mainland China mobile number written without its country code. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

interface PhoneReading {
  /** E.164 ('+16175550123') when libphonenumber-js finds the number possible; null otherwise. */
  e164: string | null;
  /** The extension's digits, or null. */
  extension: string | null;
  /** The number as stored: E.164 with ' ext. 204' when possible, else the input trimmed with its spaces collapsed. */
  stored: string;
}

function regionOf(country: string | undefined): CountryCode | undefined {
  const region = (country ?? '').trim().toUpperCase();
  return isSupportedCountry(region) ? region : undefined;
}

function possible(parsed: PhoneNumber | undefined): string | null {
  return parsed?.isPossible() ? parsed.number : null;
}

/** E.164 of the number part, trying + and 00 as international, then the chosen country. */
function e164Of(number: string, region: CountryCode | undefined): string | null {
  const compact = number.replace(/[\s().\-/]/g, '');
  if (compact.startsWith('+')) return possible(parsePhoneNumberFromString(compact));
  const international = compact.startsWith('00') ? possible(parsePhoneNumberFromString(`+${compact.slice(2)}`)) : null;
  if (international) return international;
  if (region) return possible(parsePhoneNumberFromString(compact, region));
  return MAINLAND_MOBILE.test(compact) ? possible(parsePhoneNumberFromString(compact, 'CN')) : null;
}

/**
 * How the forms read a phone number; null when it is not a plausible number (letters, too few or
 * too many digits). `country` is the form's chosen country (ISO 3166-1 alpha-2), when it has one.
 */
export function readPhone(raw: string, country?: string): PhoneReading | null {
  const text = raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const split = EXTENSION.exec(text);
  const number = (split ? split[1] : text)?.trim() ?? '';
  const extension = split?.[2] ?? null;
  if (!PHONE_CHARACTERS.test(number)) return null;
  const digits = number.replace(/\D/g, '').length;
  if (digits < DIGITS.min || digits > DIGITS.max) return null;
  const e164 = e164Of(number, regionOf(country));
  const stored = e164 ? `${e164}${extension ? ` ext. ${extension}` : ''}` : text;
  return { e164, extension, stored };
}

export function isPhoneNumber(raw: string, country?: string): boolean {
  return readPhone(raw, country) !== null;
}

/** The number as the API stores it (PhoneReading.stored), or the input itself when it is not plausible. */
export function storedPhone(raw: string, country?: string): string {
  // A schema's overwrite may run on an object whose other fields failed: leave anything else alone.
  if (typeof raw !== 'string') return raw;
  return readPhone(raw, typeof country === 'string' ? country : undefined)?.stored ?? raw;
}

/**
 * The number of an account (login, registration, a changed mobile) in E.164, or null: codes go to
 * the line itself, so an extension is read and dropped; a bare 11-digit mainland mobile is in
 * China (+86) and other bare digits are read as an international number written without its +.
 * So '+86 138 0013 8000', '0086 138 0013 8000', '8613800138000' and '13800138000' are one
 * number, for accounts and for the code limits alike (docs/product.md §5).
 */
export function accountMobile(raw: string): string | null {
  const reading = readPhone(raw);
  if (!reading) return null;
  if (reading.e164) return reading.e164;
  const number = reading.extension ? reading.stored.replace(EXTENSION, '$1') : reading.stored;
  const digits = number.replace(/[\s().\-/]/g, '');
  return /^\d+$/.test(digits) ? possible(parsePhoneNumberFromString(`+${digits}`)) : null;
}
