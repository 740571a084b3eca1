/**
 * Accounts (docs/product.md §5, §7.1): the fields of the account forms as the API checks them, and
 * the answers of the code, registration, login and account-page routes.
 */
import { z } from 'zod';
import { accountMobile } from './phone';
import { userIdField } from './fields';
import { ACCOUNT_LIMITS, emailAddress } from './rules';
import { idText, isoTime, textOrEmpty, whole } from './envelope';

export const CodeSent = z.object({ expiresInSeconds: whole(), resendInSeconds: whole() });
export type CodeSent = z.infer<typeof CodeSent>;

/**
 * Whether verification codes leave the shop by email and by SMS. false: the code is only kept in
 * the outbox and written to the API log (the demo without a transport), which /login and
 * /register then tell the visitor.
 */
export const CodeDelivery = z.object({ email: z.boolean(), mobile: z.boolean() }).meta({ id: 'CodeDelivery' });
export type CodeDelivery = z.infer<typeof CodeDelivery>;

/** The request of /overseas/login/codeDelivery: nothing to send. */
export const CodeDeliveryRequest = z.object({});

export const LoginAnswer = z.object({ userId: idText(), token: z.string(), userName: textOrEmpty(), companyName: textOrEmpty() }).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** A count the supplier's backend may leave out. */
const countOrZero = () => whole().min(0).default(0);

export const AccountOverview = z.object({
  userId: idText(),
  userName: textOrEmpty(),
  companyName: textOrEmpty(),
  /** Masked, e.g. 138****8000. */
  mobile: z.string().nullable().default(null),
  /** Masked, e.g. j***@example.com. */
  email: z.string().nullable().default(null),
  createdAt: isoTime().nullable().default(null),
  counts: z
    .object({ favourites: countOrZero(), footprints: countOrZero(), cartLines: countOrZero(), inquiries: countOrZero() })
    .default({ favourites: 0, footprints: 0, cartLines: 0, inquiries: 0 }),
});
export type AccountOverview = z.infer<typeof AccountOverview>;

/** The newest outbox message of a recipient (test journeys only). */
export const OutboxMessage = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: isoTime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** The 6-digit code; a JSON number is accepted too when it has six digits. */
const codeField = () =>
  z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: 'please enter the verification code' }))
    .pipe(
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.codeLength}}$`), { error: `must be the ${ACCOUNT_LIMITS.codeLength}-digit verification code` }),
    )
    .meta({ description: 'The 6-digit verification code sent to the address', example: '123456' });

const { userNameMin: USER_NAME_MIN, userNameMax: USER_NAME_MAX, companyNameMax: COMPANY_NAME_MAX } = ACCOUNT_LIMITS;

/** docs/product.md §5: a nickname has at least 2 characters. */
const userNameField = () =>
  z
    .string({ error: 'please enter your name' })
    .trim()
    .min(1, { error: 'please enter your name', abort: true })
    .min(USER_NAME_MIN, { error: `must be at least ${USER_NAME_MIN} characters` })
    .max(USER_NAME_MAX, { error: `must be at most ${USER_NAME_MAX} characters` })
    .meta({ description: `Name shown in the shop, ${USER_NAME_MIN}–${USER_NAME_MAX} characters`, example: 'Jane Li' });

const companyNameField = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(COMPANY_NAME_MAX, { error: `must be at most ${COMPANY_NAME_MAX} characters` })
    .default('')
    .meta({ description: `Company or laboratory, up to ${COMPANY_NAME_MAX} characters`, example: 'Li Lab, Fudan University' });

/** A password being checked (not set): any length up to a cap, so old passwords keep working. */
const currentPasswordField = () =>
  z
    .string({ error: 'please enter your password' })
    .min(1, { error: 'please enter your password' })
    .max(ACCOUNT_LIMITS.currentPasswordMax, { error: `must be at most ${ACCOUNT_LIMITS.currentPasswordMax} characters` })
    .meta({ description: 'The account password', example: 'correct horse 42' });

/** A new password: 8–64 characters, not blank. Not trimmed: spaces are part of a password. */
export const passwordField = () =>
  z
    .string({ error: 'please enter a password' })
    .refine((value) => value.trim().length > 0, { error: 'must not be blank', abort: true })
    .refine((value) => Array.from(value).length >= ACCOUNT_LIMITS.passwordMin, { error: `must be at least ${ACCOUNT_LIMITS.passwordMin} characters` })
    .refine((value) => Array.from(value).length <= ACCOUNT_LIMITS.passwordMax, { error: `must be at most ${ACCOUNT_LIMITS.passwordMax} characters` })
    .meta({ description: `New password, ${ACCOUNT_LIMITS.passwordMin}–${ACCOUNT_LIMITS.passwordMax} characters, not blank`, example: 'correct horse 42' });

/** The password typed again; compared by `confirmedPassword`. */
export const confirmPasswordField = () =>
  z.string({ error: 'please enter the password again' }).meta({ description: 'The same password again', example: 'correct horse 42' });

/** For an object schema with password + confirmPassword: 'confirmPassword: the passwords do not match'. */
export function confirmedPassword(value: { password: string; confirmPassword: string }, ctx: z.core.$RefinementCtx): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'the passwords do not match' });
  }
}

export type CodeChannel = 'mobile' | 'email';
/** security: a password change by code; change: a new mobile or email of a logged-in account (docs/product.md §10). */
const CODE_PURPOSES = ['login', 'register', 'retrieve', 'security', 'change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** A mobile number or an email address, normalised, and which of the two it is. */
export interface AccountAddress {
  channel: CodeChannel;
  address: string;
}

/** An account's mobile number in E.164, or null (contract/phone.ts). */
export const normaliseMobile = accountMobile;

/** Trimmed and lower-cased when it is an email address (the contract's one pattern); else null. */
export const normaliseEmail = emailAddress;

const ADDRESS_PROBLEM: Record<CodeChannel, string> = {
  mobile: 'must be a mobile number',
  email: 'must be an email address',
};

const MAX_ADDRESS_LENGTH = ACCOUNT_LIMITS.addressMax;

/** Text, or a JSON number for a mobile number sent as one. */
const addressText = (problem: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: problem }).max(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
  );

/** An address field: normalised as it is parsed, so handlers see E.164 or lower case; PROBLEM when it is none. */
const addressField = (channel: CodeChannel, meta: { description: string; example: string }) =>
  addressText(ADDRESS_PROBLEM[channel])
    .transform((value, ctx) => {
      const address = channel === 'mobile' ? normaliseMobile(value) : normaliseEmail(value);
      if (!address) ctx.addIssue({ code: 'custom', message: ADDRESS_PROBLEM[channel] });
      return address ?? '';
    })
    .meta(meta);

/** A mobile number → E.164. */
const mobileField = () =>
  addressField('mobile', {
    description: 'Mobile number with the country calling code; spaces, dashes and a leading + are ignored',
    example: '+86 138 0013 8000',
  });

/** An email address → trimmed and lower-cased. */
const emailField = () => addressField('email', { description: 'Email address (case does not matter)', example: 'jane@example.com' });

const ACCOUNT_PROBLEM = 'must be a mobile number or an email address';

/** Either kind of address: one with an @ is an email address, anything else a mobile number. */
const accountField = () =>
  addressText(ACCOUNT_PROBLEM)
    .transform((value, ctx): AccountAddress => {
      const isEmail = value.includes('@');
      const address = isEmail ? normaliseEmail(value) : normaliseMobile(value);
      if (!address) ctx.addIssue({ code: 'custom', message: ACCOUNT_PROBLEM });
      return { channel: isEmail ? 'email' : 'mobile', address: address ?? '' };
    })
    .meta({ description: 'The mobile number or email address of the account', example: 'jane@example.com' });

const purposeField = () =>
  z
    .enum(CODE_PURPOSES, { error: `must be one of ${CODE_PURPOSES.join(', ')}` })
    .default('login')
    .meta({ description: 'What the code is for; a code only works for its own purpose', example: 'login' });

/** The request of /overseas/login/mobile/getVerificationCode. */
export const MobileCodeRequest = z.object({ mobile: mobileField(), purpose: purposeField() });

/** The request of /overseas/login/email/getVerificationCode. */
export const EmailCodeRequest = z.object({ email: emailField(), purpose: purposeField() });

/** The request of /overseas/register. */
export const RegisterRequest = z
  .object({
    account: accountField(),
    code: codeField(),
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
    userName: userNameField(),
    companyName: companyNameField(),
  })
  .superRefine(confirmedPassword);

/** The request of /overseas/login/mobile. */
export const MobileLoginRequest = z.object({ mobile: mobileField(), code: codeField() });

/** The request of /overseas/login/email. */
export const EmailLoginRequest = z.object({ email: emailField(), code: codeField() });

/** The request of /overseas/login/password. */
export const PasswordLoginRequest = z.object({ account: accountField(), password: currentPasswordField() });

/** The request of /overseas/login/retrievePassword. */
export const RetrievePasswordRequest = z
  .object({ account: accountField(), code: codeField(), password: passwordField(), confirmPassword: confirmPasswordField() })
  .superRefine(confirmedPassword);

/** The request of /dev/outbox/latest. */
export const OutboxRequest = z.object({
  recipient: z
    .string({ error: ACCOUNT_PROBLEM })
    .trim()
    .min(1, { error: ACCOUNT_PROBLEM })
    .max(254)
    .meta({ description: 'Mobile number or email address', example: 'jane@example.com' }),
});

/** The request of /overseas/login/logout. */
export const LogoutRequest = z.object({});

/** The request of /user/overseasUser/my. */
export const AccountOverviewRequest = z.object({ userId: userIdField() });
