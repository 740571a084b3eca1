/**
 * The account forms' own checks, with the API's rules (contract/rules.ts), so a visitor learns of a
 * typo before a round trip. The API stays the judge; its msg is shown when it refuses.
 * Answers are message keys of the `account` namespace, never text.
 */
import { ACCOUNT_LIMITS, compactMobile, isEmail } from '@/contract/rules';
import { accountMobile } from '@/contract/phone';

export type Channel = 'mobile' | 'email';

/** The contract's limits (contract/rules.ts); docs/product.md §5: a nickname has at least 2 characters. */
const { passwordMin: PASSWORD_MIN_LENGTH, passwordMax: PASSWORD_MAX_LENGTH } = ACCOUNT_LIMITS;
export const {
  codeLength: CODE_LENGTH,
  userNameMin: USER_NAME_MIN_LENGTH,
  userNameMax: USER_NAME_MAX_LENGTH,
  companyNameMax: COMPANY_NAME_MAX_LENGTH,
} = ACCOUNT_LIMITS;
/** Before the API's answer says otherwise (resendInSeconds). */
export const RESEND_SECONDS = 60;

export type CredentialProblem = 'required' | 'mobileFormat' | 'emailFormat' | 'codeFormat' | 'passwordLength' | 'passwordsMustMatch' | 'tooShort' | 'tooLong';

/**
 * Digits only, as the API stores numbers: '+86 138-0013-8000' → '8613800138000'.
 * @internal exported for its tests
 */
export function normaliseMobile(raw: string): string {
  return compactMobile(raw).replace(/^\+/, '');
}

function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * An account typed into one box: an address with @ is an email, anything else a mobile number.
 * @internal exported for its tests
 */
export function channelOf(account: string): Channel {
  return account.includes('@') ? 'email' : 'mobile';
}

function checkMobile(raw: string): CredentialProblem | null {
  const mobile = normaliseMobile(raw);
  if (!mobile) return 'required';
  if (accountMobile(raw) === null) return 'mobileFormat';
  return null;
}

function checkEmail(raw: string): CredentialProblem | null {
  const email = normaliseEmail(raw);
  if (!email) return 'required';
  if (!isEmail(email)) return 'emailFormat';
  return null;
}

export function checkAccount(raw: string, channel: Channel = channelOf(raw)): CredentialProblem | null {
  return channel === 'email' ? checkEmail(raw) : checkMobile(raw);
}

export function checkCode(raw: string): CredentialProblem | null {
  const code = raw.trim();
  if (!code) return 'required';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'codeFormat';
}

/** Length in characters as people count them (an emoji is one), like the API. */
const length = (value: string) => Array.from(value).length;

/** A password as typed at login: only present. */
export function checkCurrentPassword(password: string): CredentialProblem | null {
  return password === '' ? 'required' : null;
}

/** A new password: 8–64 characters, not blank; not trimmed, spaces count. */
export function checkNewPassword(password: string): CredentialProblem | null {
  if (!password.trim()) return 'required';
  if (length(password) < PASSWORD_MIN_LENGTH || length(password) > PASSWORD_MAX_LENGTH) return 'passwordLength';
  return null;
}

/** docs/product.md §5: 'Passwords must match and not be empty'. */
export function checkConfirmPassword(password: string, confirmation: string): CredentialProblem | null {
  return !confirmation || confirmation !== password ? 'passwordsMustMatch' : null;
}

export function checkRequiredText(value: string, max: number, min = 1): CredentialProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  if (length(text) < min) return 'tooShort';
  return length(text) > max ? 'tooLong' : null;
}

export function checkOptionalText(value: string, max: number): CredentialProblem | null {
  return length(value.trim()) > max ? 'tooLong' : null;
}

/** The first problem of each field, or an empty object when the form may be sent. */
export function problemsOf<F extends string>(checks: Record<F, CredentialProblem | null>): Partial<Record<F, CredentialProblem>> {
  const problems: Partial<Record<F, CredentialProblem>> = {};
  for (const [field, problem] of Object.entries(checks) as [F, CredentialProblem | null][]) if (problem) problems[field] = problem;
  return problems;
}
