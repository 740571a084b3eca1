/** Input fields of the account routes: addresses normalised as they are parsed, so handlers see digits or lower case. */
import { z } from '@hono/zod-openapi';
import type { AccountAddress } from './accounts';
import { ADDRESS_PROBLEM, CODE_PURPOSES, normaliseEmail, normaliseMobile } from './verification-codes';
import { ACCOUNT_LIMITS } from '../../contract/rules';

const MAX_ADDRESS_LENGTH = ACCOUNT_LIMITS.addressMax;

/** Text, or a JSON number for a mobile number sent as one. */
const addressText = (problem: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: problem }).max(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
  );

/** A mobile number → its digits (6–15, a leading + allowed). */
export const mobileField = () =>
  addressText(ADDRESS_PROBLEM.mobile)
    .transform((value, ctx) => {
      const mobile = normaliseMobile(value);
      if (!mobile) ctx.addIssue({ code: 'custom', message: ADDRESS_PROBLEM.mobile });
      return mobile ?? '';
    })
    .openapi({ description: 'Mobile number with the country calling code; spaces, dashes and a leading + are ignored', example: '+86 138 0013 8000' });

/** An email address → trimmed and lower-cased. */
export const emailField = () =>
  addressText(ADDRESS_PROBLEM.email)
    .transform((value, ctx) => {
      const email = normaliseEmail(value);
      if (!email) ctx.addIssue({ code: 'custom', message: ADDRESS_PROBLEM.email });
      return email ?? '';
    })
    .openapi({ description: 'Email address (case does not matter)', example: 'jane@example.com' });

const ACCOUNT_PROBLEM = 'must be a mobile number or an email address';

/** Either kind of address: one with an @ is an email address, anything else a mobile number. */
export const accountField = () =>
  addressText(ACCOUNT_PROBLEM)
    .transform((value, ctx): AccountAddress => {
      const isEmail = value.includes('@');
      const address = isEmail ? normaliseEmail(value) : normaliseMobile(value);
      if (!address) ctx.addIssue({ code: 'custom', message: ACCOUNT_PROBLEM });
      return { channel: isEmail ? 'email' : 'mobile', address: address ?? '' };
    })
    .openapi({ description: 'The mobile number or email address of the account', example: 'jane@example.com' });

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
    .openapi({ description: 'The 6-digit verification code sent to the address', example: '123456' });

export const purposeField = () =>
  z
    .enum(CODE_PURPOSES, { error: `must be one of ${CODE_PURPOSES.join(', ')}` })
    .default('login')
    .openapi({ description: 'What the code is for; a code only works for its own purpose', example: 'login' });

const { userNameMin: USER_NAME_MIN, userNameMax: USER_NAME_MAX, companyNameMax: COMPANY_NAME_MAX } = ACCOUNT_LIMITS;

/** docs/product.md §5: a nickname has at least 2 characters. */
export const userNameField = () =>
  z
    .string({ error: 'please enter your name' })
    .trim()
    .min(1, { error: 'please enter your name', abort: true })
    .min(USER_NAME_MIN, { error: `must be at least ${USER_NAME_MIN} characters` })
    .max(USER_NAME_MAX, { error: `must be at most ${USER_NAME_MAX} characters` })
    .openapi({ description: `Name shown in the shop, ${USER_NAME_MIN}–${USER_NAME_MAX} characters`, example: 'Jane Li' });

export const companyNameField = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(COMPANY_NAME_MAX, { error: `must be at most ${COMPANY_NAME_MAX} characters` })
    .default('')
    .openapi({ description: `Company or laboratory, up to ${COMPANY_NAME_MAX} characters`, example: 'Li Lab, Fudan University' });

/** A password being checked (not set): any length up to a cap, so old passwords keep working. */
export const currentPasswordField = () =>
  z
    .string({ error: 'please enter your password' })
    .min(1, { error: 'please enter your password' })
    .max(ACCOUNT_LIMITS.currentPasswordMax, { error: `must be at most ${ACCOUNT_LIMITS.currentPasswordMax} characters` })
    .openapi({ description: 'The account password', example: 'correct horse 42' });
