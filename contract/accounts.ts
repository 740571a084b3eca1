/**
 * Accounts (docs/product.md §5, §7.1): the fields of the account forms as the API checks them, and
 * the answers of the code, registration, login and account-page routes.
 */
import { z } from 'zod';
import { userIdField } from './fields';
import { ACCOUNT_LIMITS } from './rules';
import { isoTime, whole } from './envelope';

export const CodeSent = z.object({ expiresInSeconds: whole(), resendInSeconds: whole() });
export type CodeSent = z.infer<typeof CodeSent>;

export const LoginAnswer = z
  .object({ userId: z.string(), token: z.string(), userName: z.string().default(''), companyName: z.string().default('') })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const AccountOverview = z.object({
  userId: z.string(),
  userName: z.string(),
  companyName: z.string(),
  /** Masked, e.g. 138****8000. */
  mobile: z.string().nullable(),
  /** Masked, e.g. j***@example.com. */
  email: z.string().nullable(),
  createdAt: isoTime(),
  counts: z.object({ favourites: whole(), footprints: whole(), cartLines: whole(), inquiries: whole() }),
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
export const codeField = () =>
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
export const userNameField = () =>
  z
    .string({ error: 'please enter your name' })
    .trim()
    .min(1, { error: 'please enter your name', abort: true })
    .min(USER_NAME_MIN, { error: `must be at least ${USER_NAME_MIN} characters` })
    .max(USER_NAME_MAX, { error: `must be at most ${USER_NAME_MAX} characters` })
    .meta({ description: `Name shown in the shop, ${USER_NAME_MIN}–${USER_NAME_MAX} characters`, example: 'Jane Li' });

export const companyNameField = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(COMPANY_NAME_MAX, { error: `must be at most ${COMPANY_NAME_MAX} characters` })
    .default('')
    .meta({ description: `Company or laboratory, up to ${COMPANY_NAME_MAX} characters`, example: 'Li Lab, Fudan University' });

/** A password being checked (not set): any length up to a cap, so old passwords keep working. */
export const currentPasswordField = () =>
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

/** The request of /overseas/login/logout. */
export const LogoutRequest = z.object({});

/** The request of /user/overseasUser/my. */
export const AccountOverviewRequest = z.object({ userId: userIdField() });
